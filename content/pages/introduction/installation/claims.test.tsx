import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

const PAGES = path.join(process.cwd(), 'content', 'pages');
const MUI_X_PACKAGES = [
  'x-data-grid',
  'x-data-grid-pro',
  'x-data-grid-premium',
  'x-date-pickers',
  'x-date-pickers-pro',
  'x-charts',
  'x-tree-view',
  'x-tree-view-pro',
  'x-license',
];

type Manifest = {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const manifest = (name: string) =>
  JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'node_modules', '@mui', name, 'package.json'), 'utf8'),
  ) as Manifest;
const COMPONENT_PACKAGES = MUI_X_PACKAGES.filter((name) => name !== 'x-license');
const COMMUNITY = ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'];

describe('peer dependencies', () => {
  claim('Every MUI X component package expects these packages to be installed in your project:', () => {
    for (const name of COMPONENT_PACKAGES) {
      const peers = Object.keys(manifest(name).peerDependencies ?? {});
      expect([
        name,
        ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'].every((peer) =>
          peers.includes(peer),
        ),
      ]).toEqual([name, true]);
    }
  });

  claim('The Emotion packages are declared as optional peers', () => {
    for (const name of COMPONENT_PACKAGES) {
      const meta = manifest(name).peerDependenciesMeta ?? {};
      expect([name, meta['@emotion/react']?.optional, meta['@emotion/styled']?.optional]).toEqual([name, true, true]);
    }
  });

  claim(
    "You need exactly one of the following libraries (all are optional peers, so the package manager won't install one for you):",
    () => {
      const meta = manifest('x-date-pickers').peerDependenciesMeta ?? {};
      for (const library of ['date-fns', 'dayjs', 'luxon', 'moment']) {
        expect([library, meta[library]?.optional]).toEqual([library, true]);
      }
    },
  );

  claim('The Tree View also only needs the Material UI peers.', () => {
    expect(Object.keys(manifest('x-tree-view').peerDependencies ?? {}).sort()).toEqual(
      ['@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', 'react', 'react-dom'].sort(),
    );
  });

  claim("You don't need it if you only use Community packages.", () => {
    for (const name of COMMUNITY)
      expect([name, '@mui/x-license' in (manifest(name).dependencies ?? {})]).toEqual([name, false]);
    for (const name of ['x-data-grid-pro', 'x-data-grid-premium', 'x-date-pickers-pro']) {
      expect([name, '@mui/x-license' in (manifest(name).dependencies ?? {})]).toEqual([name, true]);
    }
  });

  claim('Every component package has its own entry point: `@mui/x-data-grid-pro/themeAugmentation`', () => {
    for (const name of [
      'x-data-grid',
      'x-data-grid-pro',
      'x-data-grid-premium',
      'x-date-pickers',
      'x-date-pickers-pro',
      'x-charts',
      'x-tree-view',
    ]) {
      const entry = path.join(process.cwd(), 'node_modules', '@mui', name, 'themeAugmentation', 'index.d.ts');
      expect([name, fs.existsSync(entry)]).toEqual([name, true]);
    }
  });

  claim('Pro and Premium packages include every feature of the lower plans', async () => {
    const [community, pro] = await Promise.all([import('@mui/x-data-grid'), import('@mui/x-data-grid-pro')]);
    const proExports = new Set(Object.keys(pro));
    // Only the Community grid's own table of prop defaults is not re-exported (Pro has DATA_GRID_PRO_PROPS_DEFAULT_VALUES).
    expect(Object.keys(community).filter((name) => !proExports.has(name))).toEqual(['DATA_GRID_PROPS_DEFAULT_VALUES']);
    expect('DATA_GRID_PRO_PROPS_DEFAULT_VALUES' in pro).toBe(true);
    expect('DataGridPro' in pro).toBe(true);
  });
});

describe('@mui/icons-material', () => {
  claim(
    'Many demos on this site also import icons from `@mui/icons-material`, which no MUI X package depends on.',
    () => {
      const demos = fs
        .readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
        .filter((file) => /(^|\/)demos\/[^/]+\.tsx$/.test(file));
      const withIcons = demos.filter((file) =>
        fs.readFileSync(path.join(PAGES, file), 'utf8').includes("from '@mui/icons-material"),
      );
      expect(withIcons.length).toBeGreaterThan(20);
      for (const name of MUI_X_PACKAGES) {
        const manifest = JSON.parse(
          fs.readFileSync(path.join(process.cwd(), 'node_modules', '@mui', name, 'package.json'), 'utf8'),
        ) as Record<string, Record<string, string> | undefined>;
        const needs = { ...manifest.dependencies, ...manifest.peerDependencies };
        expect([name, '@mui/icons-material' in needs]).toEqual([name, false]);
      }
    },
  );
});
