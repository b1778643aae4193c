import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** The Chinese font Debian's Chromium falls back to, and Android phones ship (Noto Sans CJK). */
const CHINESE_FONT_PACKAGE = 'fonts-noto-cjk';

const isRoot = () => process.getuid?.() === 0;

/** Installs Debian packages with apt-get, or stops the run saying which command failed. */
function aptGetInstall(packages: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
      process.exit(1);
    }
  }
}

/** Whether fontconfig knows a font with Chinese glyphs. */
export function hasChineseFont(): boolean {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

/**
 * A font with Chinese glyphs, as every reader's phone has: without one, Chromium draws each Chinese character as a
 * missing glyph after searching every font for it, and a Chinese page's layout takes several times as long (the
 * navigation section of /zh/x/introduction/installation/: 48 ms against 18 ms on the phone profile), so its timings
 * say nothing about readers. Installed with apt-get when running as root; otherwise a warning.
 */
export function ensureChineseFont(): void {
  if (hasChineseFont()) {
    return;
  }
  if (!isRoot()) {
    console.warn(
      `No font with Chinese glyphs (fc-list :lang=zh is empty): Chinese pages lay out slower than on a reader's phone. Install Debian's ${CHINESE_FONT_PACKAGE}.`,
    );
    return;
  }
  console.log(`Installing Debian ${CHINESE_FONT_PACKAGE} with apt-get…`);
  aptGetInstall([CHINESE_FONT_PACKAGE]);
}

/**
 * Path of the Chromium the end-to-end tests drive: CHROME_PATH, else Debian's package, with a Chinese font.
 * Installs Debian's `chromium` with apt-get when missing and running as root; never downloads a browser build.
 */
export function ensureChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) {
      throw new Error(`CHROME_PATH points to ${configured}, which does not exist.`);
    }
    ensureChineseFont();
    return configured;
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) {
    ensureChineseFont();
    return DEBIAN_CHROMIUM;
  }
  if (!isRoot()) {
    console.error(
      `No Chromium at ${DEBIAN_CHROMIUM}. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH, then run the tests again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium with apt-get…');
  aptGetInstall(['chromium', CHINESE_FONT_PACKAGE]);
  return DEBIAN_CHROMIUM;
}
