import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { FileMethods } from 'serve-handler';
import { BROTLI_SUFFIX } from '@/server/pipeline/brotliSiblings';

/** `file`'s Brotli copy and its stats, when it has one at least as new as itself: a copy older than its file is stale. */
function freshSibling(file: string): { path: string; stats: fs.Stats } | null {
  const sibling = file + BROTLI_SUFFIX;
  const own = fs.statSync(file, { throwIfNoEntry: false });
  const copy = fs.statSync(sibling, { throwIfNoEntry: false });
  return own?.isFile() && copy?.isFile() && copy.mtimeMs >= own.mtimeMs ? { path: sibling, stats: copy } : null;
}

/**
 * serve-handler's file methods for a request that accepts Brotli: a file with a fresh Brotli copy beside it (the
 * build writes one for each page, src/server/pipeline/brotliSiblings.ts) is answered with the copy. Its size is the
 * Content-Length and the response says `Content-Encoding: br`; serve-handler still resolves the path, and takes the
 * type and the configuration's headers from the file's own name. A file without a copy is left to the compression
 * middleware, which leaves an encoded response alone. (serve-handler also reads the file through createReadStream
 * to compute its ETag, which therefore names the copy's bytes, as it should.)
 */
export function brotliSiblingMethods(response: ServerResponse): FileMethods {
  // serve-handler asks about the same file up to three times in one request (stat, ETag, body): look once.
  const looked = new Map<string, ReturnType<typeof freshSibling>>();
  const siblingOf = (file: string) => {
    if (!looked.has(file)) {
      looked.set(file, freshSibling(file));
    }
    return looked.get(file)!;
  };
  return {
    lstat: (file) => Promise.resolve(siblingOf(file)?.stats ?? fs.promises.lstat(file)),
    createReadStream: (file, options) => {
      const sibling = siblingOf(file);
      if (sibling && !response.headersSent) {
        response.setHeader('Content-Encoding', 'br');
      }
      return fs.createReadStream(sibling?.path ?? file, options);
    },
  };
}
