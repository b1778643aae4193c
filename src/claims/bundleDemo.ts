import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Bundles `entry` (TSX source, resolved from `dir`, so `./demos/X` imports a page's demo) into one script for a blank
 * Chromium page, with React's production build and the `@content` alias. It runs esbuild's CLI: esbuild's JS API
 * refuses to run inside jsdom.
 */
export function bundleDemo(entry: string, dir: string): string {
  return execFileSync(
    path.resolve('node_modules/.bin/esbuild'),
    [
      '--bundle',
      '--loader=tsx',
      '--sourcefile=entry.tsx',
      '--jsx=automatic',
      `--alias:@content=${path.resolve('content')}`,
      '--define:process.env.NODE_ENV="production"',
      '--log-level=error',
    ],
    { cwd: dir, input: entry, maxBuffer: 64 << 20 },
  ).toString();
}
