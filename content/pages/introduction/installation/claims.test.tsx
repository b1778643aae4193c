import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { Watermark } from '@mui/x-license';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';

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

const manifest = (name: string) => installedManifest(`@mui/${name}`);
const version = (name: string) => manifest(name).version;
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
        const needs = { ...manifest(name).dependencies, ...manifest(name).peerDependencies };
        expect([name, '@mui/icons-material' in needs]).toEqual([name, false]);
      }
    },
  );
});

describe('versions and plans', () => {
  const PAGE_PACKAGES = COMPONENT_PACKAGES.filter((name) => name !== 'x-tree-view-pro');

  claim('All examples on this page target version 7.21.0.', () => {
    for (const name of PAGE_PACKAGES) expect([name, version(name)]).toEqual([name, '7.21.0']);
  });

  claim('Keep every `@mui/x-*` package in a project on the same version.', () => {
    // The packages depend on each other at exact versions: Pro on the Community grid, Premium on Pro.
    expect(manifest('x-data-grid-pro').dependencies?.['@mui/x-data-grid']).toBe('7.21.0');
    expect(manifest('x-data-grid-premium').dependencies?.['@mui/x-data-grid-pro']).toBe('7.21.0');
    expect(manifest('x-date-pickers-pro').dependencies?.['@mui/x-date-pickers']).toBe('7.21.0');
  });

  claim('a project that only needs the Data Grid does not need the pickers, charts or tree view', () => {
    const needs = Object.keys({ ...manifest('x-data-grid').dependencies, ...manifest('x-data-grid').peerDependencies });
    expect(needs.filter((name) => /x-(date-pickers|charts|tree-view)/.test(name))).toEqual([]);
  });

  claim('`^17.0.0` or `^18.0.0`', () => {
    for (const name of COMPONENT_PACKAGES.filter((n) => n !== 'x-tree-view-pro')) {
      const peers = manifest(name).peerDependencies ?? {};
      expect([name, peers.react, peers['react-dom']]).toEqual([name, '^17.0.0 || ^18.0.0', '^17.0.0 || ^18.0.0']);
    }
  });

  claim('`^5.15.14` or `^6.0.0`', () => {
    for (const name of PAGE_PACKAGES)
      expect([name, manifest(name).peerDependencies?.['@mui/material']]).toEqual([name, '^5.15.14 || ^6.0.0']);
  });

  claim('Also brings in `@mui/system`, which is a peer as well', () => {
    for (const name of PAGE_PACKAGES)
      expect([name, manifest(name).peerDependencies?.['@mui/system']]).toEqual([name, '^5.15.14 || ^6.0.0']);
    const material = manifest('material');
    expect(Object.keys(material.dependencies ?? {})).toContain('@mui/system');
  });

  claim('`^11.9.0` and `^11.8.1`', () => {
    for (const name of PAGE_PACKAGES) {
      const peers = manifest(name).peerDependencies ?? {};
      expect([name, peers['@emotion/react'], peers['@emotion/styled']]).toEqual([name, '^11.9.0', '^11.8.1']);
    }
  });

  claim("Material UI's default styling engine", () => {
    const engine = manifest('styled-engine');
    expect(Object.keys(engine.peerDependencies ?? {})).toEqual(
      expect.arrayContaining(['@emotion/react', '@emotion/styled']),
    );
  });

  claim(
    'Adds the date range picker, calendar and fields, the date-time range picker and fields, and the time range fields (7.21 has no time range picker).',
    async () => {
      const pickersPro = await import('@mui/x-date-pickers-pro');
      for (const name of [
        'DateRangePicker',
        'DateRangeCalendar',
        'SingleInputDateRangeField',
        'MultiInputDateRangeField',
        'DateTimeRangePicker',
        'SingleInputDateTimeRangeField',
        'SingleInputTimeRangeField',
        'MultiInputTimeRangeField',
      ]) {
        expect([name, name in pickersPro]).toEqual([name, true]);
      }
      expect('TimeRangePicker' in pickersPro || 'DateTimeRangeCalendar' in pickersPro).toBe(false);
    },
  );

  claim('Requires a Pro or Premium licence key for use beyond evaluation.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(<DataGridPro autoHeight rows={[{ id: 1 }]} columns={[{ field: 'id' }]} />);
    expect(container.textContent).toContain('MUI X Missing license key');
    expect(error.mock.calls.flat().join(' ')).toMatch(/part of MUI X Pro/);
    unmount();
    error.mockRestore();
  });

  claim('Requires a Premium licence key for use beyond evaluation.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(
      <DataGridPremium autoHeight rows={[{ id: 1 }]} columns={[{ field: 'id' }]} />,
    );
    expect(container.textContent).toContain('MUI X Missing license key');
    expect(error.mock.calls.flat().join(' ')).toMatch(/part of MUI X Premium/);
    unmount();
    error.mockRestore();
  });

  claim('The commercial packages check for a licence key at runtime.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(
      <Watermark packageName="x-date-pickers-pro" releaseInfo="MTcyOTExNjAwMDAwMA==" />,
    );
    expect(container.textContent).toBe('MUI X Missing license key');
    unmount();
    error.mockRestore();
  });
});

describe('date libraries and adapters', () => {
  const peers = manifest('x-date-pickers').peerDependencies ?? {};
  claim('`^2.25.0`', () => expect(peers['date-fns']!.split(' || ')[0]).toBe('^2.25.0'));
  claim('`^3.2.0` or `^4.0.0`', () => expect(peers['date-fns']!.split(' || ').slice(1)).toEqual(['^3.2.0', '^4.0.0']));
  claim('`^1.10.7`', () => expect(peers.dayjs).toBe('^1.10.7'));
  claim('`^3.0.2`', () => expect(peers.luxon).toBe('^3.0.2'));

  claim('`AdapterDateFns` from `@mui/x-date-pickers/AdapterDateFnsV3`', async () => {
    const v3 = await import('@mui/x-date-pickers/AdapterDateFnsV3');
    expect(Object.keys(v3)).toEqual(['AdapterDateFns']);
  });

  claim('Each adapter has its own import path, which keeps unused adapters out of your bundle.', async () => {
    const [dayjsAdapter, luxonAdapter, momentAdapter, root] = await Promise.all([
      import('@mui/x-date-pickers/AdapterDayjs'),
      import('@mui/x-date-pickers/AdapterLuxon'),
      import('@mui/x-date-pickers/AdapterMoment'),
      import('@mui/x-date-pickers'),
    ]);
    expect(typeof dayjsAdapter.AdapterDayjs).toBe('function');
    expect(typeof luxonAdapter.AdapterLuxon).toBe('function');
    expect(typeof momentAdapter.AdapterMoment).toBe('function');
    expect(Object.keys(root).filter((name) => name.startsWith('Adapter'))).toEqual([]);
  });

  claim('Charts need nothing beyond the Material UI peers listed above.', () => {
    expect(Object.keys(manifest('x-charts').peerDependencies ?? {}).sort()).toEqual(
      ['@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', 'react', 'react-dom'].sort(),
    );
  });
});

describe('types and distribution', () => {
  claim('No extra type packages are needed: each package ships its own definitions.', () => {
    for (const name of COMPONENT_PACKAGES) {
      expect([name, fs.existsSync(path.join(process.cwd(), 'node_modules', '@mui', name, 'index.d.ts'))]).toEqual([
        name,
        true,
      ]);
    }
  });

  claim("The packages are published for bundlers and don't include a standalone script-tag build.", () => {
    for (const name of COMPONENT_PACKAGES) {
      const fields = manifest(name) as Record<string, unknown>;
      expect([
        name,
        fields.unpkg,
        fields.jsdelivr,
        fs.existsSync(path.join(process.cwd(), 'node_modules', '@mui', name, 'umd')),
      ]).toEqual([name, undefined, undefined, false]);
    }
  });
});
