import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIdOf, computeInputHash, getEnvironmentKey, readStamp } from './buildStamp';
import { siteDirectory } from './siteDirectory';

function readNextBuildId(): string | null {
  try {
    return fs.readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Builds the site folder (scripts/siteDirectory.ts) when it is missing or its inputs changed since its last build.
 * `withNextManifests`: also when `.next/` holds another build's manifests (the deployable and the e2e build share
 * Next's build folder), for callers that read them, as the e2e tests do.
 */
export function ensureBuild({ withNextManifests = false } = {}): void {
  const siteDir = siteDirectory();
  const stamp = readStamp(siteDir);
  const inputHash = computeInputHash(process.cwd(), getEnvironmentKey());
  const current = stamp?.inputHash === inputHash;
  const manifestsMatch = !withNextManifests || readNextBuildId() === buildIdOf(inputHash);
  if (current && manifestsMatch) {
    console.log(`Static build in ${siteDir}/ is up to date.`);
    return;
  }
  if (!stamp) {
    console.log(`No build in ${siteDir}/: building.`);
  } else if (!current) {
    console.log(`Sources changed since the last build in ${siteDir}/: rebuilding.`);
  } else {
    console.log(`.next/ holds another build's manifests: rebuilding ${siteDir}/.`);
  }
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
