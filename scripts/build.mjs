import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { computeInputHash, STAMP_PATH } from './buildStamp.mjs';
import { toHeadersFile, toServeJson } from './cacheHeaders.mjs';
import { getEnvironmentKey } from './ensureBuild.mjs';

/** Builds the static site into out/, writes the cache-header files and a stamp of the inputs it was built from. */
const environmentKey = getEnvironmentKey();
const started = Date.now();
const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', // The lockfile lists only this platform's SWC binary; Next would otherwise try (offline) to add the others.
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' } });
if (result.status !== 0) {
  process.exit(result.status ?? 1);
}
fs.writeFileSync(path.join('out', 'serve.json'), `${JSON.stringify(toServeJson(), null, 2)}\n`);
fs.writeFileSync(path.join('out', '_headers'), toHeadersFile());
const buildMs = Date.now() - started;
fs.writeFileSync(STAMP_PATH, JSON.stringify({ inputHash: computeInputHash(process.cwd(), environmentKey), environmentKey, buildMs }));
console.log(`Static site built in ${(buildMs / 1000).toFixed(1)} s → out/`);
