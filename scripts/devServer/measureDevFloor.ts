import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort, REMOVE_RETRYING, stopGroup } from './startDevServer';
import { CACHE_WRITE_MS, waitForCacheSettled } from './turbopackCache';
import { fetchHtml, waitUntil } from './waitUntil';

/** Inside the dev server's folder, which every tool already ignores; Turbopack reads nothing outside the repository. */
const FLOOR_DIR = path.join('.next-dev', 'dev-floor');
const HEADING = 'Dev floor';

const FLOOR_PAGE = `import { DataGridPremium } from '@mui/x-data-grid-premium';

export default function Floor() {
  return (
    <main>
      <h1>${HEADING}</h1>
      <DataGridPremium rows={[{ id: 1 }]} columns={[{ field: 'id' }]} />
    </main>
  );
}
`;

/** The floor's two starts, in seconds: without a cache, and again with the cache the first one left. */
export type DevFloor = { cold: number; warm: number };

/**
 * Seconds from the start of `next dev` in `folder` to its page served. The server is stopped before returning, once
 * Turbopack has written the page's compilation to its cache (not counted).
 */
async function timeStart(repoRoot: string, folder: string, timeoutMs: number): Promise<number> {
  const port = await findFreePort();
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', String(port)],
    { cwd: folder, detached: true, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  try {
    await waitUntil(
      'the dev floor page',
      async () => (await fetchHtml(`http://127.0.0.1:${port}/`)).includes(HEADING),
      timeoutMs,
    );
    const served = Date.now();
    await waitForCacheSettled(path.join(folder, '.next', 'dev'), started, served, CACHE_WRITE_MS);
    return (served - started) / 1000;
  } finally {
    await stopGroup(child);
  }
}

/**
 * The framework's floor for the first page of `npm run dev`: this repository's Next (Turbopack, no generators, no docs
 * shell) serving one page that renders only a Data Grid Premium, timed from the start of `next dev` to the page
 * served, once from nothing and once more with the file-system cache of that first start. A target below it cannot be
 * met by any page that shows the grid.
 */
export async function measureDevFloor(repoRoot: string, timeoutMs: number): Promise<DevFloor> {
  const folder = path.join(repoRoot, FLOOR_DIR);
  fs.rmSync(folder, REMOVE_RETRYING);
  fs.mkdirSync(path.join(folder, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'pages', 'index.tsx'), FLOOR_PAGE);
  fs.writeFileSync(
    path.join(folder, 'next.config.js'),
    `module.exports = { turbopack: { root: ${JSON.stringify(repoRoot)} } };\n`,
  );
  try {
    const cold = await timeStart(repoRoot, folder, timeoutMs);
    const warm = await timeStart(repoRoot, folder, timeoutMs);
    return { cold, warm };
  } finally {
    fs.rmSync(folder, REMOVE_RETRYING);
  }
}
