import fs from 'node:fs';
import path from 'node:path';
import { writeBrotliSiblingSync } from '@/server/pipeline/brotliSiblings';
import { stripScripts } from './stripScripts';

/** Folder of the built site that holds the copies; its asset URLs are absolute (`/_next/…`), so they resolve. */
const NO_JS_FOLDER = '__bench-nojs';

export interface NoJsCopies {
  /** Where the same server serves the copy of `route`. */
  noJsRoute: (route: string) => string;
  /** Deletes every copy. */
  remove: () => void;
}

/**
 * Writes a copy of each route's page with every script removed, and its Brotli copy, into
 * `outDir/__bench-nojs/<route>/index.html`, replacing copies an interrupted run left behind.
 */
export function writeNoJsCopies(outDir: string, routes: readonly string[]): NoJsCopies {
  const folder = path.join(outDir, NO_JS_FOLDER);
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  remove();
  for (const route of routes) {
    const source = path.join(outDir, route, 'index.html');
    if (!fs.existsSync(source)) {
      remove();
      throw new Error(`No page ${source} to copy without scripts: is ${route} still a route of the build?`);
    }
    const target = path.join(folder, route, 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, stripScripts(fs.readFileSync(source, 'utf8')));
    // Served as the page is: from a Brotli copy of the same quality as the build's (src/server/pipeline/brotliSiblings.ts).
    writeBrotliSiblingSync(target);
  }
  return { noJsRoute: (route) => `/${NO_JS_FOLDER}${route}`, remove };
}
