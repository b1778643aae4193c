import fs from 'node:fs';
import { ensureChineseFont } from '../ensureChromium';

/**
 * Debian's Chromium, or CHROME_PATH; null when neither exists (the browser measurements are then skipped). When one
 * is found, a Chinese font is made sure of first (`ensureChineseFont`): without it the Chinese page's figures would
 * measure missing glyphs, not the page.
 */
export function findChromium(): string | null {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    return null;
  }
  ensureChineseFont();
  return candidate;
}
