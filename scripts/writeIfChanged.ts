import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a generated file only when its text changed, so an unchanged input leaves its modification time (and the
 * bundler's cache of whatever imports it) alone.
 */
export function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) {
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
