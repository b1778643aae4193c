import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site's server (the one `npm start` runs), started as a script. */
const SERVE_SITE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'siteServer', 'serveSite.ts');

export interface StaticServer {
  /** Origin of the server, without a trailing slash: `http://127.0.0.1:<port>`. */
  url: string;
  stop: () => Promise<void>;
}

/** A port no one listens on right now, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether `url` answers before the server exits or 10 s pass (50 attempts, 200 ms apart). */
async function waitUntilAnswering(url: string, exited: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 50 && !exited(); attempt += 1) {
    try {
      await fetch(url);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return false;
}

/**
 * Serves `directory` as `npm start` does (scripts/siteServer/), with the headers of `config` (default: the
 * directory's serve.json), on a free port, resolving once it answers. It runs in a process of its own, as a reader's
 * server would, so that Lighthouse's work in this process never delays an answer; `stop` ends it.
 */
export async function startStaticServer(
  directory: string,
  config = path.join(directory, 'serve.json'),
): Promise<StaticServer> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', SERVE_SITE, path.resolve(directory), '--port', String(port), '--config', path.resolve(config)],
    { stdio: 'ignore' },
  );
  let exited = false;
  const exit = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      server.kill();
      await exit;
    }
  };
  if (!(await waitUntilAnswering(`${url}/`, () => exited))) {
    const why = exited ? `the server exited early: is ${config} a valid serve.json?` : 'no answer within 10 s.';
    await stop();
    throw new Error(`Could not serve ${directory} at ${url}: ${why}`);
  }
  return { url, stop };
}
