import { spawnSync } from 'node:child_process';
import { ensureBuild } from './ensureBuild.mjs';
import { ensureChromium } from './ensureChromium.mjs';

/** End-to-end tests: Debian's Chromium against the production build served locally. */
const chromePath = ensureChromium();
ensureBuild();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
