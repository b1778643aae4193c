import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './ensureBuild';
import { ensureChromium } from './ensureChromium';

/** End-to-end tests: Debian's Chromium against the production build served locally. */
const chromePath = ensureChromium();
// The e2e build's configuration (CONTRIBUTING.md, "End-to-end environment"): the ad network at a placeholder origin
// that the tests route to their own local server, the service worker on localhost only, no Google Analytics.
Object.assign(process.env, JSON.parse(fs.readFileSync(path.join(__dirname, 'e2eEnvironment.json'), 'utf8')));
ensureBuild();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
