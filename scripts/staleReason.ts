import { buildIdOf, type BuildStamp } from './buildStamp';

/**
 * Why the site folder must be (re)built, or null when it is current: no stamp, inputs (or `NEXT_PUBLIC_` values)
 * changed since, or, when `nextBuildId` is given (`.next/BUILD_ID`, null when absent), Next's build folder holds
 * another build's manifests.
 */
export function staleReason({
  siteDir,
  stamp,
  inputHash,
  nextBuildId,
}: {
  siteDir: string;
  stamp: Pick<BuildStamp, 'inputHash'> | null;
  inputHash: string;
  nextBuildId?: string | null;
}): string | null {
  if (!stamp) {
    return `No build in ${siteDir}/: building.`;
  }
  if (stamp.inputHash !== inputHash) {
    return `Sources changed since the last build in ${siteDir}/: rebuilding.`;
  }
  if (nextBuildId !== undefined && nextBuildId !== buildIdOf(inputHash)) {
    return `.next/ holds another build's manifests: rebuilding ${siteDir}/.`;
  }
  return null;
}
