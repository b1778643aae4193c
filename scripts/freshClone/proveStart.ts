/**
 * Runs the README's start command, `npm start`, in this checkout as a reader would, waits until the site answers, checks
 * what it serves (scripts/freshClone/siteProbes.ts), then stops the server by its process id. CI runs it first on its
 * fresh clone (.ci/run); `npm run check:fresh-clone` runs it in a clone of its own.
 */
import { spawn } from 'node:child_process';
import { demoChunkName } from '../../src/content/demo/demoChunkName';
import { waitUntil } from '../devServer/waitUntil';
import { readDemoChunkFiles } from '../webpack/demoChunks';
import { BROWSER_ACCEPT_ENCODING, probeProblem, siteProbes } from './siteProbes';

const port = process.env.PORT ?? '3000';
const origin = `http://127.0.0.1:${port}`;
// A build from nothing takes 3–4 minutes on 2 idle cores; leave room for a busy machine.
const ANSWER_TIMEOUT_MS = 20 * 60_000;

async function fetchAnswer(path: string) {
  const response = await fetch(`${origin}${path}`, {
    redirect: 'manual',
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Whether something already answers on the port: the checks would then probe another site than this build. */
async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${origin}/`, { redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (await portAnswers()) {
    throw new Error(`Something already answers on ${origin}: stop it (or set PORT) so the checks reach this build.`);
  }
  const started = Date.now();
  console.log(`$ npm start (PORT=${port})`);
  // A process group of its own, so stopping it stops npm, the builder and the static server alike.
  const child = spawn('npm', ['start'], { stdio: 'inherit', detached: true, env: { ...process.env, PORT: port } });
  const server = { exited: false };
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      server.exited = true;
      resolve();
    }),
  );
  try {
    await waitUntil(
      'npm start to serve /x/introduction/',
      async () => server.exited || (await fetchAnswer('/x/introduction/')).status === 200,
      ANSWER_TIMEOUT_MS,
    );
    if (server.exited) throw new Error('npm start exited before the site answered');
    const answeredAfter = Date.now() - started;
    const demoChunk = readDemoChunkFiles()[demoChunkName('react-data-grid/editing/demos/CellEditingGrid')];
    if (!demoChunk) throw new Error('the build recorded no chunk for the Editing page’s CellEditingGrid demo');
    const problems: string[] = [];
    for (const probe of siteProbes(`/_next/${demoChunk}`)) {
      const problem = probeProblem(probe, await fetchAnswer(probe.path));
      console.log(`${problem ? '✗' : '✓'} ${probe.what}: ${probe.path}${problem ? ` — ${problem}` : ''}`);
      if (problem) problems.push(problem);
    }
    if (problems.length > 0) throw new Error(`npm start serves a broken site:\n- ${problems.join('\n- ')}`);
    console.log(`npm start served the site ${(answeredAfter / 1000).toFixed(1)} s after it was run (build included).`);
  } finally {
    if (!server.exited && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    console.log(`npm start stopped (process group ${child.pid}).`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
