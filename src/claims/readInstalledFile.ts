import fs from 'node:fs';
import path from 'node:path';

/** The text of a file of an installed package, by its path under `node_modules` (`@mui/x-charts/CHANGELOG.md`). */
export function readInstalledFile(file: string): string {
  const fullPath = path.join(process.cwd(), 'node_modules', file);
  if (!fs.existsSync(fullPath)) {
    throw new Error(`${file} is not installed (looked for ${fullPath}); run the claim tests from the repository root.`);
  }
  return fs.readFileSync(fullPath, 'utf8');
}
