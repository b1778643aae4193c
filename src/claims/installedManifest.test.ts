import { describe, expect, it } from 'vitest';
import { installedManifest } from './installedManifest';
import { readInstalledFile } from './readInstalledFile';

describe('installedManifest', () => {
  it('reads the package.json of the package named, nested packages included', () => {
    expect(installedManifest('@mui/x-data-grid')).toMatchObject({ name: '@mui/x-data-grid', license: 'MIT' });
    expect(installedManifest('@mui/x-tree-view-pro/node_modules/@mui/x-tree-view').name).toBe('@mui/x-tree-view');
  });

  it('reads a missing dependency map as empty', () => {
    // @mui/x-charts-vendor declares no peer dependencies.
    expect(installedManifest('@mui/x-charts-vendor').peerDependencies).toEqual({});
    expect(Object.keys(installedManifest('@mui/x-charts-vendor').dependencies).length).toBeGreaterThan(0);
  });

  it('names the missing file when a package is not installed', () => {
    expect(() => installedManifest('@mui/no-such-package')).toThrow(
      /^@mui\/no-such-package\/package\.json is not installed \(looked for .*node_modules/,
    );
  });
});

describe('readInstalledFile', () => {
  it('reads any file under node_modules by its package path', () => {
    expect(readInstalledFile('@mui/x-charts/CHANGELOG.md')).toContain('## 7.21.0');
  });
});
