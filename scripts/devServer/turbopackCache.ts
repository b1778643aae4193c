import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from './waitUntil';

/** How long to wait for the cache to settle. */
export const CACHE_WRITE_MS = 180_000;
/** Time without a write after which the cache is taken as holding everything the server had done. */
const QUIET_MS = 30_000;

/** When Turbopack last wrote its file-system cache in a dev folder (each write rewrites the database's CURRENT file). */
function lastCacheWrite(devDir: string): number {
  const root = path.join(devDir, 'cache', 'turbopack');
  if (!fs.existsSync(root)) {
    return 0;
  }
  return Math.max(
    0,
    ...fs
      .readdirSync(root)
      .map((version) => path.join(root, version, 'CURRENT'))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.statSync(file).mtimeMs),
  );
}

/**
 * Waits until Turbopack's file-system cache (`<dev folder>/cache/turbopack/`) holds the work done since `since`, whose
 * last result the server gave at `done`: a write after `since`, then none for QUIET_MS after both it and `done`.
 * Turbopack writes in the background while the server runs (seen up to ~30 s after a compilation on a busy machine),
 * not when it stops (Next gives its server 100 ms to exit): a server stopped right after serving a page leaves that
 * page's compilation out of the cache. Returns false when the cache has not settled in time.
 */
export async function waitForCacheSettled(devDir: string, since: number, done: number, timeoutMs: number) {
  try {
    await waitUntil(
      'the Turbopack cache to be written',
      async () => {
        const last = lastCacheWrite(devDir);
        return last >= since && Date.now() - Math.max(last, done) >= QUIET_MS;
      },
      timeoutMs,
    );
    return true;
  } catch {
    return false;
  }
}
