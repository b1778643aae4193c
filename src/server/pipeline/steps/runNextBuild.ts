import { spawnSync } from 'node:child_process';

/** The environment variable next.config.ts reads as the build id (`generateBuildId`). */
export const BUILD_ID_VARIABLE = 'DOCS_BUILD_ID';

/**
 * Runs `next build` (the static export into the site folder: `distDir` in next.config.ts) with the pipeline's build
 * id; throws when it fails.
 */
export function runNextBuild(buildId: string): string {
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    // The lockfile lists only this platform's SWC binary; Next would otherwise try (offline) to add the others.
    env: {
      ...process.env,
      [BUILD_ID_VARIABLE]: buildId,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
    },
  });
  if (result.status !== 0) {
    throw new Error(`next build failed (exit code ${result.status ?? 'none'}); its output is above.`);
  }
  return `static export with build id ${buildId}`;
}
