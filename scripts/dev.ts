import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { generateApiReference } from './api/generateApi';
import { writeContentRevision } from './devServer/contentRevision';
import { watchContent } from './devServer/watchContent';
import { generateDemoRoutes } from './generateDemoRoutes';
import { writeIconStylesheet } from './generateIcons';
import { writeThemeCss } from './generateThemeCss';

/**
 * `npm run dev`: Next's development server with Turbopack, and a watcher of content/. A page with demos has a route of
 * its own (scripts/generateDemoRoutes.ts), so a request compiles that page's demos and no other's; the watcher keeps
 * those routes in step with the demo folders and makes Next refresh the open tabs' props after an edit
 * (scripts/devServer/contentRevision.ts).
 */
const port = process.env.PORT ?? '3000';
// Next points next-env.d.ts at the dev server's folder (.next-dev/dev); the committed file points at the build's. It is
// put back when Next exits, on Ctrl+C or SIGTERM to the group (run as `node --import tsx`: see docs/architecture.md).
const NEXT_ENV = 'next-env.d.ts';
const nextEnv = fs.readFileSync(NEXT_ENV, 'utf8');

/**
 * The generated sources the app imports, written in this process (each skipped or left untouched when current):
 * three processes of their own cost a few seconds before the server could start.
 */
async function writeGeneratedSources() {
  console.log(`API reference ${generateApiReference({ force: false })}`);
  writeThemeCss();
  await writeIconStylesheet();
  generateDemoRoutes();
}

void writeGeneratedSources().then(startDevServer);

function startDevServer() {
  let revision = Date.now();
  writeContentRevision(revision);
  const stopWatching = watchContent('content', () => {
    try {
      generateDemoRoutes();
    } catch (error) {
      // A folder caught half-renamed; the next change writes the routes again.
      console.error(error instanceof Error ? error.message : error);
    }
    revision += 1;
    writeContentRevision(revision);
  });

  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const next = spawn(process.execPath, [nextBin, 'dev', '--port', port], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => next.kill(signal));
  }
  next.on('exit', (code) => {
    stopWatching();
    fs.writeFileSync(NEXT_ENV, nextEnv);
    process.exit(code ?? 0);
  });
}
