import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './ensureBuild';
import { ensureChromium } from './ensureChromium';
import { E2E_SITE_DIR, SITE_DIR_VARIABLE } from './siteDirectory';

/** End-to-end tests: Debian's Chromium against the production build served locally. */
const chromePath = ensureChromium();
// The e2e build's configuration (CONTRIBUTING.md, "End-to-end environment"): the ad network at a placeholder origin
// that the tests route to their own local server, the service worker on localhost only, no Google Analytics.
Object.assign(process.env, JSON.parse(fs.readFileSync(path.join(__dirname, 'e2eEnvironment.json'), 'utf8')));
// Built and served from a folder of its own, which the build, the server and every spec read: out/ stays the
// deployable site.
process.env[SITE_DIR_VARIABLE] = E2E_SITE_DIR;
ensureBuild({ withNextManifests: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
