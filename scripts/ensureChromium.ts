import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Path of the Chromium the end-to-end tests drive: CHROME_PATH, else Debian's package.
 * Installs Debian's `chromium` with apt-get when missing and running as root; never downloads a browser build.
 */
export function ensureChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) {
      throw new Error(`CHROME_PATH points to ${configured}, which does not exist.`);
    }
    return configured;
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) {
    return DEBIAN_CHROMIUM;
  }
  if (process.getuid?.() !== 0) {
    console.error(
      `No Chromium at ${DEBIAN_CHROMIUM}. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH, then run the tests again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
      process.exit(1);
    }
  }
  return DEBIAN_CHROMIUM;
}
