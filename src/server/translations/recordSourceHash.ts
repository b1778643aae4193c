/**
 * A translation's Markdown with `sourceHash` set to the given hash in its frontmatter: replaced when recorded before,
 * otherwise added as the last field. The rest of the file is left byte for byte.
 */
export function recordSourceHash(translation: string, hash: string): string {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/.exec(translation);
  if (!match) {
    throw new Error('The translation has no frontmatter block to record its source in.');
  }
  const fields = (match[1] ?? '').replace(/^sourceHash:.*\r?\n/m, '');
  const block = `---\n${fields}sourceHash: ${hash}\n---${match[2]}`;
  return block + translation.slice(match[0].length);
}
