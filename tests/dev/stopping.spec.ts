import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { startDevServer, type DevServer } from '../../scripts/devServer/startDevServer';
import { fetchHtml } from '../../scripts/devServer/waitUntil';

/**
 * Stopping `npm run dev` the ways an author does leaves the tree as it was: Next points next-env.d.ts at the dev
 * server's folder while it runs, and the committed file (pointing at the build's) is back once the server has stopped.
 * Ctrl+C in a terminal sends SIGINT to the foreground process group; a supervisor or an IDE sends SIGTERM.
 */
const NEXT_ENV = 'next-env.d.ts';
const PAGE = '/x/react-data-grid/editing/';
/** Long enough for the request to reach the compiler; compiling the page from nothing takes far longer. */
const COMPILING_MS = 3000;
/** Next writes next-env.d.ts while it starts, before compiling any page; a loaded machine takes a while to get there. */
const STARTED_MS = 180_000;
const STOPPED_MS = 15_000;

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to the dev server's process group puts back the committed next-env.d.ts`, async () => {
    test.setTimeout(STARTED_MS + 2 * STOPPED_MS);
    const committed = fs.readFileSync(NEXT_ENV, 'utf8');
    let server: DevServer | undefined;
    try {
      server = await startDevServer();
      await expect
        .poll(() => fs.readFileSync(NEXT_ENV, 'utf8'), { timeout: STARTED_MS, message: 'Next rewrites next-env.d.ts' })
        .toContain('.next-dev/');
      // Stopped while it compiles a page, as an author often does.
      void fetchHtml(server.origin + PAGE).catch(() => '');
      await new Promise((resolve) => setTimeout(resolve, COMPILING_MS));
      await server.signal(signal);
      await expect
        .poll(() => fs.readFileSync(NEXT_ENV, 'utf8'), { timeout: STOPPED_MS, message: 'next-env.d.ts put back' })
        .toBe(committed);
    } finally {
      // Cleans up after a failure above (and puts the file back itself, so a failed run leaves no change behind).
      await server?.stop();
    }
  });
}
