import fs from 'node:fs';

/** Editors save in bursts (write, rename, chmod): one notice per burst. */
const SETTLE_MS = 30;

/** Calls `onChange` once after each burst of changes to files under `root`; returns what stops watching. */
export function watchContent(root: string, onChange: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.watch(root, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, SETTLE_MS);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
