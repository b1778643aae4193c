import { spawnSync } from 'node:child_process';
import { computeInputHash, readStamp } from './buildStamp.mjs';

/** Key of the build-time configuration: a build made with other NEXT_PUBLIC_ values is stale. */
export function getEnvironmentKey(env = process.env) {
  return JSON.stringify(
    Object.entries(env)
      .filter(([key]) => key.startsWith('NEXT_PUBLIC_'))
      .sort(),
  );
}

/** Builds out/ when it is missing or its inputs changed since the last build. */
export function ensureBuild() {
  const stamp = readStamp();
  if (stamp && stamp.inputHash === computeInputHash(process.cwd(), getEnvironmentKey())) {
    console.log('Static build is up to date.');
    return;
  }
  console.log(stamp ? 'Sources changed since the last build: rebuilding.' : 'No build found: building.');
  const build = spawnSync('npx', ['tsx', 'scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
