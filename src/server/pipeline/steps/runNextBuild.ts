import { spawn } from 'node:child_process';

/** The environment variable next.config.ts reads as the build id (`generateBuildId`). */
export const BUILD_ID_VARIABLE = 'DOCS_BUILD_ID';

/**
 * Runs `next build` (the static export into the site folder: `distDir` in next.config.ts) with the pipeline's build
 * id; rejects when it fails. Asynchronous, so the pipeline can write what needs only the sources meanwhile. With
 * webpack, not Next 16's default Turbopack: the production bundles are shaped by webpack plugins (next.config.ts,
 * docs/architecture.md "Build").
 */
export function runNextBuild(buildId: string): Promise<string> {
  const child = spawn('npx', ['next', 'build', '--webpack'], {
    stdio: 'inherit',
    // The lockfile lists only this platform's SWC binary; Next would otherwise try (offline) to add the others.
    env: {
      ...process.env,
      [BUILD_ID_VARIABLE]: buildId,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
    },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) {
        resolve(`static export with build id ${buildId}`);
      } else {
        reject(new Error(`next build failed (exit code ${status ?? 'none'}); its output is above.`));
      }
    });
  });
}
