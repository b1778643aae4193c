import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FLOOR_SOURCE = fileURLToPath(new URL('./floor', import.meta.url));

export interface FrameworkFloor {
  /** The floor's static export, with the site's serve.json headers (not its redirect of `/`). */
  outDir: string;
  /** The route of its one page. */
  route: string;
  remove: () => void;
}

/** The site's serve.json without redirects: the floor's only page is `/`, which the site redirects. */
function writeServeConfig(siteOutDir: string, floorOutDir: string) {
  const { redirects: _redirects, ...config } = JSON.parse(
    fs.readFileSync(path.join(siteOutDir, 'serve.json'), 'utf8'),
  ) as Record<string, unknown>;
  fs.writeFileSync(path.join(floorOutDir, 'serve.json'), JSON.stringify(config, null, 2));
}

/**
 * Builds scripts/bench/floor (a page rendering only a heading) with the repository's own `next`, `react` and
 * `react-dom`, in a temporary folder whose node_modules links to the repository's, and returns its static export.
 * Built with webpack, as the site is (src/server/pipeline/steps/runNextBuild.ts).
 */
export function buildFrameworkFloor(repoRoot: string, siteOutDir: string): FrameworkFloor {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-bench-floor-'));
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  try {
    fs.cpSync(FLOOR_SOURCE, folder, { recursive: true });
    const nodeModules = fs.realpathSync(path.join(repoRoot, 'node_modules'));
    fs.symlinkSync(nodeModules, path.join(folder, 'node_modules'), 'dir');
    const build = spawnSync(
      process.execPath,
      [path.join(nodeModules, 'next', 'dist', 'bin', 'next'), 'build', '--webpack'],
      {
        cwd: folder,
        encoding: 'utf8',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
      },
    );
    if (build.status !== 0) {
      throw new Error(
        `Building the framework floor in ${folder} failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`,
      );
    }
    const outDir = path.join(folder, 'out');
    writeServeConfig(siteOutDir, outDir);
    return { outDir, route: '/', remove };
  } catch (error) {
    remove();
    throw error;
  }
}
