import fs from 'node:fs';
import path from 'node:path';
import type { HtmlPage } from './htmlPage';

/** Every file under `directory` whose name ends with `extension`, skipping the folders named in `skip`. */
export function listFiles(directory: string, extension: string, skip: string[] = []): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return skip.includes(entry.name) ? [] : listFiles(full, extension, skip);
    }
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

/** Every page of a static export: the .html files under `directory`, skipping Next's `_next` assets. */
export function listHtmlFiles(directory: string): string[] {
  return listFiles(directory, '.html', ['_next']);
}

/** Every page of the export in `outDir`, read into memory; paths relative to it, with `/` separators. */
export function readHtmlPages(outDir: string): HtmlPage[] {
  return listHtmlFiles(outDir).map((file) => ({
    path: path.relative(outDir, file).split(path.sep).join('/'),
    html: fs.readFileSync(file, 'utf8'),
  }));
}

/** Writes back the pages whose HTML differs from what was read; returns how many it wrote. */
export function writeChangedPages(outDir: string, pages: HtmlPage[], read: HtmlPage[]): number {
  const before = new Map(read.map((page) => [page.path, page.html]));
  const changed = pages.filter((page) => before.get(page.path) !== page.html);
  for (const page of changed) {
    fs.writeFileSync(path.join(outDir, page.path), page.html);
  }
  return changed.length;
}
