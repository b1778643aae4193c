import fs from 'node:fs';
import path from 'node:path';

/** Every file under `directory` whose name ends with `extension`, skipping the folders named in `skip`. */
export function listFiles(directory, extension, skip = []) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return skip.includes(entry.name) ? [] : listFiles(full, extension, skip);
    }
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

/** Every page of a static export: the .html files under `directory`, skipping Next's `_next` assets. */
export function listHtmlFiles(directory) {
  return listFiles(directory, '.html', ['_next']);
}
