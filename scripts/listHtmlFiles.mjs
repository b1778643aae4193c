import fs from 'node:fs';
import path from 'node:path';

/** Every page of a static export: the .html files under `directory`, skipping Next's `_next` assets. */
export function listHtmlFiles(directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '_next' ? [] : listHtmlFiles(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
