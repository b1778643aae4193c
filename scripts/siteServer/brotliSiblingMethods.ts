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
  return {
    lstat: (file) => Promise.resolve(freshSibling(file)?.stats ?? fs.promises.lstat(file)),
    createReadStream: (file, options) => {
      const sibling = freshSibling(file);
      if (sibling && !response.headersSent) {
        response.setHeader('Content-Encoding', 'br');
      }
      return fs.createReadStream(sibling?.path ?? file, options);
    },
  };
}
