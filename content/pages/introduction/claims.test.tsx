import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as charts from '@mui/x-charts';
import * as chartsPro from '@mui/x-charts-pro';
import { DataGrid } from '@mui/x-data-grid';
import * as gridPro from '@mui/x-data-grid-pro';
import * as gridPremium from '@mui/x-data-grid-premium';
import * as treeView from '@mui/x-tree-view';
import { describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import { COMMERCIAL_PACKAGES, MIT_PACKAGES } from '@/claims/muiXPackages';
import { readInstalledFile } from '@/claims/readInstalledFile';

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const manifest = (name: string) => installedManifest(`@mui/${name}`);
const changelog = readInstalledFile('@mui/x-data-grid/CHANGELOG.md');
/** The stable 7.x releases in the installed changelog, newest first: version and date. */
const releases = [...changelog.matchAll(/^## (7\.\d+\.\d+)\n\n_(\w{3} \d{1,2}, \d{4})_/gm)].map(
  ([, version, date]) => ({
    version: version!,
    date: new Date(date!),
  }),
);

describe('components and packages', () => {
  claim('Bar, line, area, pie, scatter, sparkline and gauge charts rendered with SVG.', () => {
    for (const name of ['BarChart', 'LineChart', 'AreaPlot', 'PieChart', 'ScatterChart', 'SparkLineChart', 'Gauge']) {
      expect([name, name in charts]).toEqual([name, true]);
    }
    const { container, unmount } = render(
      <charts.BarChart
        width={200}
        height={100}
        series={[{ data: [1, 2] }]}
        xAxis={[{ scaleType: 'band', data: ['a', 'b'] }]}
      />,
    );
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('canvas')).toBeNull();
    unmount();
  });

  claim('through `SimpleTreeView` and `RichTreeView`', () => {
    expect('SimpleTreeView' in treeView && 'RichTreeView' in treeView).toBe(true);
  });

  claim('published under the MIT licence', () => {
    for (const name of MIT_PACKAGES) expect([name, manifest(name).license]).toEqual([name, 'MIT']);
  });

  claim('Licence key helper', () => {
    for (const name of [...COMMERCIAL_PACKAGES, 'x-license']) {
      expect([name, manifest(name).license]).toEqual([name, 'SEE LICENSE IN LICENSE']);
    }
  });

  claim('Each plan is a separate npm package, so the code you ship always makes clear which plan you rely on.', () => {
    // The Pro package's DataGridPremium is only a stub that throws and names the Premium package.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = gridPro.DataGridPremium as unknown as React.ComponentType;
    expect(() => render(<Stub />)).toThrow(/Data Grid Premium from @mui\/x-data-grid-pro .* isn't exported/);
    error.mockRestore();
    expect(typeof gridPremium.DataGridPremium).toBe('object');
  });

  claim('`@mui/x-data-grid-premium` already contains every Community and Pro feature of the grid', () => {
    const premiumExports = new Set(Object.keys(gridPremium));
    // Only Pro's own table of prop defaults is not re-exported (Premium has its own).
    expect(Object.keys(gridPro).filter((name) => !premiumExports.has(name))).toEqual([
      'DATA_GRID_PRO_PROPS_DEFAULT_VALUES',
    ]);
    for (const feature of ['DataGridPro', 'GridDetailPanelToggleCell', 'useGridApiRef'])
      expect(premiumExports.has(feature)).toBe(true);
  });

  claim(
    '`@mui/x-tree-view-pro` is a stable Pro package since 7.12: it provides `RichTreeViewPro`, whose drag-and-drop item reordering is enabled through the `experimentalFeatures` prop.',
    async () => {
      const treeViewPro = await import('@mui/x-tree-view-pro');
      expect('RichTreeViewPro' in treeViewPro).toBe(true);
      expect(manifest('x-tree-view-pro').version).toMatch(/^7\.\d+\.\d+$/);
      const types = readInstalledFile('@mui/x-tree-view-pro/RichTreeViewPro/RichTreeViewPro.types.d.ts');
      expect(types).toContain('experimentalFeatures?:');
    },
  );

  claim(
    '`@mui/x-charts-pro` is the Charts Pro preview (a pre-release version line, 7.0.0 alpha and beta alongside the 7.x packages): it brings the heatmap and zoom on bar, line and scatter charts',
    () => {
      expect(manifest('x-charts-pro').version).toMatch(/^7\.0\.0-(alpha|beta)\.\d+$/);
      for (const name of ['Heatmap', 'BarChartPro', 'LineChartPro', 'ScatterChartPro', 'useZoom']) {
        expect([name, name in chartsPro]).toEqual([name, true]);
      }
    },
  );
});

describe('Material UI', () => {
  claim(
    '`@mui/material` is a peer dependency of every MUI X component package. Both Material UI v5 (5.15.14 or later) and v6 are supported.',
    () => {
      for (const name of [...MIT_PACKAGES, ...COMMERCIAL_PACKAGES]) {
        expect([name, manifest(name).peerDependencies?.['@mui/material']]).toEqual([name, '^5.15.14 || ^6.0.0']);
      }
    },
  );

  claim("The same theme object you pass to Material UI's `ThemeProvider` also styles MUI X components", () => {
    const theme = createTheme({ palette: { mode: 'dark' }, typography: { fontFamily: 'Claims Sans' } });
    const { container, unmount } = render(
      <ThemeProvider theme={theme}>
        <DataGrid autoHeight rows={[{ id: 1 }]} columns={[{ field: 'id' }]} />
      </ThemeProvider>,
    );
    const style = getComputedStyle(container.querySelector('.MuiDataGrid-root')!);
    expect(style.fontFamily).toContain('Claims Sans');
    expect(style.color).toBe('rgb(255, 255, 255)');
    unmount();
  });

  claim('theme-level `styleOverrides` and `defaultProps`', () => {
    const theme = createTheme({
      components: {
        MuiDataGrid: { defaultProps: { density: 'compact' }, styleOverrides: { root: { letterSpacing: '5px' } } },
      },
    } as never);
    const { container, unmount } = render(
      <ThemeProvider theme={theme}>
        <DataGrid autoHeight rows={[{ id: 1 }]} columns={[{ field: 'id' }]} sx={{ wordSpacing: '6px' }} />
      </ThemeProvider>,
    );
    const root = container.querySelector('.MuiDataGrid-root')!;
    expect(root.classList).toContain('MuiDataGrid-root--densityCompact');
    expect(getComputedStyle(root).letterSpacing).toBe('5px');
    expect(getComputedStyle(root).wordSpacing).toBe('6px');
    unmount();
  });
});

describe('compatibility and releases', () => {
  claim(
    'The 7.21.0 packages declare React 17 and React 18 as peer dependencies (`react` and `react-dom`, `^17.0.0 || ^18.0.0`).',
    () => {
      for (const name of [...MIT_PACKAGES, 'x-data-grid-pro', 'x-data-grid-premium', 'x-date-pickers-pro']) {
        const peers = manifest(name).peerDependencies ?? {};
        expect([name, peers.react, peers['react-dom']]).toEqual([name, '^17.0.0 || ^18.0.0', '^17.0.0 || ^18.0.0']);
      }
    },
  );

  claim('MUI X is written in TypeScript and ships its own type definitions', () => {
    for (const name of [...MIT_PACKAGES, ...COMMERCIAL_PACKAGES]) {
      expect([name, fs.existsSync(path.join(MUI, name, 'index.d.ts'))]).toEqual([name, true]);
    }
  });

  claim('Internet Explorer is not supported.', () => {
    // No legacy (ES5) build any more, and the published code uses optional chaining.
    for (const name of MIT_PACKAGES)
      expect([name, fs.existsSync(path.join(MUI, name, 'legacy'))]).toEqual([name, false]);
    expect(readInstalledFile('@mui/x-data-grid/components/containers/GridRootStyles.js')).toContain('?.');
  });

  claim('v7 is the current major version line; it was first released in March 2024.', () => {
    const first = releases.at(-1)!;
    expect(first.version).toBe('7.0.0');
    expect(first.date.toISOString().slice(0, 7)).toBe('2024-03');
  });

  claim('**Minor and patch releases** ship roughly every week.', () => {
    const recent = releases.slice(0, 11);
    const days = (recent[0]!.date.getTime() - recent.at(-1)!.date.getTime()) / (24 * 3600 * 1000) / (recent.length - 1);
    expect(recent[0]!.version).toBe('7.21.0');
    expect(days).toBeGreaterThan(5);
    expect(days).toBeLessThan(10);
  });

  claim('The stable MUI X packages are released together with the same version number.', () => {
    const section = changelog.slice(changelog.indexOf('## 7.21.0'), changelog.indexOf('## 7.20.0'));
    for (const name of [
      'x-data-grid',
      'x-data-grid-pro',
      'x-data-grid-premium',
      'x-date-pickers',
      'x-date-pickers-pro',
      'x-charts',
      'x-tree-view',
    ]) {
      expect([name, section.includes(`@mui/${name}@7.21.0`)]).toEqual([name, true]);
    }
  });

  claim(
    'Keep every `@mui/x-*` package in your project on the same version to avoid duplicated internals and mismatched types.',
    () => {
      // The packages pin each other at exact versions: a Pro grid of another version brings its own Community grid.
      expect(manifest('x-data-grid-pro').dependencies?.['@mui/x-data-grid']).toBe('7.21.0');
      expect(manifest('x-data-grid-premium').dependencies?.['@mui/x-data-grid-pro']).toBe('7.21.0');
      expect(manifest('x-date-pickers-pro').dependencies?.['@mui/x-date-pickers']).toBe('7.21.0');
    },
  );
});

untestable(
  'MUI X follows an open-core model: a large part of every component is free and open source, and the most advanced features are sold under a commercial licence.',
  'a description of the business model; the licence fields of the packages are checked in the tests above',
);
untestable('You only install the packages for the components you use.', 'advice, not package behaviour');
