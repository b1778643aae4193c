import { spawn } from 'node:child_process';
import { ensureBuild } from './ensureBuild';
import { siteDirectory } from './siteDirectory';

/** Serves the static build (out/) with `serve` and the cache headers of its serve.json, building first when needed. */
ensureBuild();
const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '0.0.0.0';
const server = spawn(
  'npx',
  [
    'serve',
    siteDirectory(),
    '--listen',
    `tcp://${host}:${port}`,
    '--no-clipboard',
    '--no-port-switching',
    '--config',
    'serve.json',
  ],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
