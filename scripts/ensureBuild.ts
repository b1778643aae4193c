import { spawnSync } from 'node:child_process';
import { computeInputHash, getEnvironmentKey, readNextBuildId, readStamp } from './buildStamp';
import { staleReason } from './staleReason';
import { siteDirectory } from './siteDirectory';

/**
 * Builds the site folder (scripts/siteDirectory.ts) when it is missing or its inputs changed since its last build.
 * `withNextManifests`: also when `.next/` holds another build's manifests (the deployable and the e2e build share
 * Next's build folder), for callers that read them, as the e2e tests do.
 */
export function ensureBuild({ withNextManifests = false } = {}): void {
  const siteDir = siteDirectory();
  const reason = staleReason({
    siteDir,
    stamp: readStamp(siteDir),
    inputHash: computeInputHash(process.cwd(), getEnvironmentKey()),
    nextBuildId: withNextManifests ? readNextBuildId() : undefined,
  });
  if (!reason) {
    console.log(`Static build in ${siteDir}/ is up to date.`);
    return;
  }
  console.log(reason);
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
