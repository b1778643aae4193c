import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { writeIfChanged } from '../writeIfChanged';

/** Next points it at the dev server's folder while `next dev` runs (see scripts/dev.ts). */
const NEXT_ENV = 'next-env.d.ts';

/**
 * Options to remove a dev server's folder: a server just stopped can still be writing into it for a while (seconds on a
 * busy machine, with Next 16's Turbopack), which makes a plain removal fail with ENOTEMPTY.
 */
export const REMOVE_RETRYING = { recursive: true, force: true, maxRetries: 20, retryDelay: 250 } as const;

/** A running `npm run dev`, and how to stop it with every process it started. */
export type DevServer = {
  origin: string;
  /** Sends `signal` to the whole group, as Ctrl+C in a terminal or a supervisor does, and waits for `npm` to exit. */
  signal: (signal: 'SIGINT' | 'SIGTERM') => Promise<void>;
  /** SIGTERM, then SIGKILL for a group still there 5 s later; `next-env.d.ts` is put back in either case. */
  stop: () => Promise<void>;
};

/** A TCP port nothing listens on now (the system picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/** Signals the group led by `pid`; a group already gone is what was asked for. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') {
      throw error;
    }
  }
}

/**
 * Resolves once no process of the group led by `pid` is left, or after 10 s: its leader (npm) can exit while Next's
 * processes still write into the dev folder.
 */
async function groupGone(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Signals a process started with `detached: true` and every process of its group, and resolves once the process has
 * exited with the rest of its group; `killAfterMs` later, a group whose leader is still there gets SIGKILL.
 */
export function stopGroup(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  killAfterMs: number | null = 5000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    child.once('exit', () => resolve(groupGone(child.pid!)));
    // npm, the watcher and next dev share the group started below: ending it leaves no orphan compiling on.
    signalGroup(child.pid!, signal);
    if (killAfterMs !== null) {
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) {
          signalGroup(child.pid!, 'SIGKILL');
        }
      }, killAfterMs).unref();
    }
  });
}

/**
 * Starts `npm run dev` on a free port, as an author would, in a process group of its own, in the checkout `cwd`. Its
 * output is kept and printed only when `onOutput` is given (the bench and the e2e test stay quiet unless asked).
 */
export async function startDevServer(onOutput?: (text: string) => void, cwd = process.cwd()): Promise<DevServer> {
  const nextEnvFile = path.join(cwd, NEXT_ENV);
  const nextEnv = fs.readFileSync(nextEnvFile, 'utf8');
  const port = await findFreePort();
  const child = spawn('npm', ['run', 'dev'], {
    cwd,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => onOutput?.(chunk.toString());
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  return {
    origin: `http://127.0.0.1:${port}`,
    signal: (signal) => stopGroup(child, signal, null),
    stop: async () => {
      await stopGroup(child);
      // `npm run dev` puts back the committed next-env.d.ts when Next exits (tests/dev/stopping.spec.ts), which a group
      // killed after the grace period does not reach.
      writeIfChanged(nextEnvFile, nextEnv);
    },
  };
}
