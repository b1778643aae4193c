import fs from 'node:fs';

/** Debian's Chromium, or CHROME_PATH; null when neither exists (the browser measurements are then skipped). */
export function findChromium(): string | null {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : null;
}
