import fs from 'node:fs';
import path from 'node:path';
import { writeBrotliSiblingSync } from '@/server/pipeline/brotliSiblings';

export interface PageCopies {
  /** Where the same server serves the copy of `route`. */
  copyRoute: (route: string) => string;
  /** Deletes every copy. */
  remove: () => void;
}

/**
 * Writes a copy of each route's page, changed by `transform`, and its Brotli copy, into
 * `outDir/<folder>/<route>/index.html`, replacing copies an interrupted run left behind. The copies' asset URLs are
 * absolute (`/_next/…`), so they resolve from the folder. `what` names the copies in the error for a missing page.
 */
export function writePageCopies(
  outDir: string,
  folder: string,
  routes: readonly string[],
  transform: (html: string) => string,
  what: string,
): PageCopies {
  const root = path.join(outDir, folder);
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  remove();
  for (const route of routes) {
    const source = path.join(outDir, route, 'index.html');
    if (!fs.existsSync(source)) {
      remove();
      throw new Error(`No page ${source} to copy ${what}: is ${route} still a route of the build?`);
    }
    const target = path.join(root, route, 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, transform(fs.readFileSync(source, 'utf8')));
    // Served as the page is: from a Brotli copy of the same quality as the build's (src/server/pipeline/brotliSiblings.ts).
    writeBrotliSiblingSync(target);
  }
  return { copyRoute: (route) => `/${folder}${route}`, remove };
}
