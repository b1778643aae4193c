import { buildIdOf, readStamp } from '../../scripts/buildStamp';
import { siteDirectory } from '../../scripts/siteDirectory';

/** The build id of the site the tests serve, from the stamp its build wrote beside it (the pipeline chose the id). */
export function siteBuildId(siteDir = siteDirectory()): string {
  const stamp = readStamp(siteDir);
  if (!stamp) {
    throw new Error(`${siteDir} has no build stamp: build it with npm run test:e2e, which builds when it is stale.`);
  }
  return buildIdOf(stamp.inputHash);
}
