import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from './waitUntil';

/** How long to wait for a write: seen within about a minute of a compilation on a busy machine. */
export const CACHE_WRITE_MS = 180_000;

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
 * Waits until Turbopack has written its file-system cache (`<dev folder>/cache/turbopack/`) after `since`. It writes
 * in the background while the server runs, not when it stops (Next gives its server 100 ms to exit): a server stopped
 * right after serving a page leaves that page's compilation out of the cache. Returns false when no write came in time.
 */
export async function waitForCacheWrite(devDir: string, since: number, timeoutMs: number): Promise<boolean> {
  try {
    await waitUntil('a write of the Turbopack cache', async () => lastCacheWrite(devDir) >= since, timeoutMs);
    return true;
  } catch {
    return false;
  }
}
