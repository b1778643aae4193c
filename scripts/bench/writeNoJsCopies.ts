import { stripScripts } from './stripScripts';
import { writePageCopies, type PageCopies } from './writePageCopies';

/** Folder of the built site that holds the copies. */
const NO_JS_FOLDER = '__bench-nojs';

/** A copy of each route's page with every script removed, in `outDir/__bench-nojs/<route>/index.html`. */
export function writeNoJsCopies(outDir: string, routes: readonly string[]): PageCopies {
  return writePageCopies(outDir, NO_JS_FOLDER, routes, stripScripts, 'without scripts');
}
