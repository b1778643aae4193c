import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOVE_RETRYING } from './startDevServer';

/** A copy of the repository's tracked files in a folder of its own, as a fresh clone has them, and how to remove it. */
export type FreshCheckout = { root: string; remove: () => Promise<void> };

/**
 * Copies the files git does not ignore (so nothing generated: no `generated/`, `.next*`, `out/` or demo routes) into a
 * temporary folder, with `node_modules` as hard links to this checkout's: a real folder, since Turbopack refuses a
 * symlinked `node_modules` that points outside the project, made in seconds and without a download (a plain copy
 * where the temporary folder is on another file system).
 */
export function copyFreshCheckout(source = process.cwd()): FreshCheckout {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-docs-checkout-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: source,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(source, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(source, file), path.join(root, file));
  }
  const modules = path.join(source, 'node_modules');
  const copiedModules = path.join(root, 'node_modules');
  try {
    execFileSync('cp', ['-al', modules, copiedModules], { stdio: 'ignore' });
  } catch {
    fs.rmSync(copiedModules, REMOVE_RETRYING);
    execFileSync('cp', ['-a', modules, copiedModules]);
  }
  return { root, remove: () => removeWhenQuiet(root) };
}

/**
 * Removes a folder a dev server just stopped in: Turbopack's workers can go on writing into `.next-dev` for a few
 * seconds after the server's process group was signalled, so each failed removal waits and tries again (30 s at most).
 */
async function removeWhenQuiet(folder: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      fs.rmSync(folder, REMOVE_RETRYING);
      return;
    } catch (error) {
      if (attempt === 15) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
