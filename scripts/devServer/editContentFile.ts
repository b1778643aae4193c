import fs from 'node:fs';

/**
 * Applies `edit` to a file of the content and returns what puts it back as it was. Callers restore in a `finally`,
 * so an interrupted run leaves the content unchanged.
 */
export function editContentFile(file: string, edit: (source: string) => string): () => void {
  const original = fs.readFileSync(file, 'utf8');
  const edited = edit(original);
  if (edited === original) {
    throw new Error(`The edit of ${file} changed nothing: the text it looks for is no longer there.`);
  }
  fs.writeFileSync(file, edited);
  return () => fs.writeFileSync(file, original);
}

/** A sentence that no page contains, to look for after an edit. */
export function uniqueMarker(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
