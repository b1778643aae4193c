import { spawnSync } from 'node:child_process';
import { computeInputHash, getEnvironmentKey, readStamp } from './buildStamp';

/** Builds out/ when it is missing or its inputs changed since the last build. */
export function ensureBuild(): void {
  const stamp = readStamp();
  if (stamp && stamp.inputHash === computeInputHash(process.cwd(), getEnvironmentKey())) {
    console.log('Static build is up to date.');
    return;
  }
  console.log(stamp ? 'Sources changed since the last build: rebuilding.' : 'No build found: building.');
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
