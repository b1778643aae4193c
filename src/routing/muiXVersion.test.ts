import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUI_X_VERSION } from './muiXVersion';

function installedVersion(packageName: string): string {
  const manifest = path.resolve(__dirname, '../../node_modules', packageName, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

describe('MUI_X_VERSION', () => {
  // The Pro Charts and Tree View packages are versioned on their own (7.0.0-beta.5 and 7.22.1 here).
  it('is the version of every installed package of the MUI X release', () => {
    const release = [
      'data-grid',
      'data-grid-pro',
      'data-grid-premium',
      'date-pickers',
      'date-pickers-pro',
      'charts',
      'tree-view',
      'license',
    ];
    for (const name of release.map((suffix) => `@mui/x-${suffix}`)) {
      expect(installedVersion(name), name).toBe(MUI_X_VERSION);
    }
  });
});
