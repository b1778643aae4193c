import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import { COMMERCIAL_PACKAGES, MIT_PACKAGES } from '@/claims/muiXPackages';
import { readInstalledFile } from '@/claims/readInstalledFile';

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const COMPONENT_PACKAGES = [...MIT_PACKAGES, ...COMMERCIAL_PACKAGES];
const peerDependencies = (name: string) => Object.keys(installedManifest(`@mui/${name}`).peerDependencies);

claim('**Version numbers** of `@mui/x-*`, `@mui/material`, `react` and, for pickers, your date library.', () => {
  // Material UI and React are peer dependencies of every component package, so their versions are the user's own.
  for (const name of COMPONENT_PACKAGES)
    expect([name, peerDependencies(name)]).toEqual([name, expect.arrayContaining(['@mui/material', 'react'])]);
  // The date libraries are peer dependencies of the pickers only.
  for (const name of ['x-date-pickers', 'x-date-pickers-pro'])
    expect(peerDependencies(name)).toEqual(expect.arrayContaining(['dayjs', 'date-fns', 'luxon', 'moment']));
  expect(peerDependencies('x-data-grid')).not.toContain('dayjs');
});

claim(
  'Each component package (`@mui/x-data-grid`, `@mui/x-charts-pro` and the others) also ships its own `CHANGELOG.md`.',
  () => {
    for (const name of COMPONENT_PACKAGES) {
      const changelog = readInstalledFile(`@mui/${name}/CHANGELOG.md`);
      expect([name, changelog]).toEqual([name, expect.stringContaining('## 7.21.0')]);
    }
    // Not every published package: the charts' vendored dependencies come without one.
    expect(fs.existsSync(path.join(MUI, 'x-charts-vendor', 'CHANGELOG.md'))).toBe(false);
  },
);

claim('each component has its own migration guide from v6 to v7, which lists its breaking changes', () => {
  const guides = ['charts', 'data-grid', 'pickers', 'tree-view'].map(
    (component) =>
      matter(
        fs.readFileSync(
          path.join(process.cwd(), 'content/pages/migration', `migration-${component}-v6`, 'index.md'),
          'utf8',
        ),
      ).data as { title: string; description: string },
  );
  expect(guides.map((guide) => guide.title)).toEqual([
    'Migration from v6 to v7 - Charts',
    'Migration from v6 to v7 - Data Grid',
    'Migration from v6 to v7 - Date and Time Pickers',
    'Migration from v6 to v7 - Tree View',
  ]);
  for (const guide of guides) expect(guide.description).toMatch(/breaking changes? between/i);
});

untestable(
  'New features are only added to the latest major version.',
  "MUI's maintenance policy: no installed package records which major line later releases go to",
);
untestable(
  'Previous major: security fixes and critical regressions only',
  "MUI's maintenance policy: no installed package records which fixes reach the v6 line",
);
