import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, fireEvent, render, renderHook, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as community from '@mui/x-data-grid';
import {
  DataGrid,
  GridToolbar,
  gridColumnFieldsSelector,
  gridFilteredRowsLookupSelector,
  gridVisibleRowsLookupSelector,
  useGridApiRef,
  type GridApi,
} from '@mui/x-data-grid';
import * as pro from '@mui/x-data-grid-pro';
import { DATA_GRID_PRO_PROPS_DEFAULT_VALUES, DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import * as premium from '@mui/x-data-grid-premium';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { LicenseInfo } from '@mui/x-license';
import { beforeAll, describe, expect, vi } from 'vitest';
import { installedManifest, type PackageManifest } from '@/claims/installedManifest';
import { nodeImport } from '@/claims/nodeImport';
import { claim, untestable } from '@/claims/claim';

// Each test checks the 7.21 side of its sentence (the name, default or behaviour the page says changes); where the page
// says what v8 does, the v8 side comes from `@mui/x-data-grid-v8` and `@mui/x-data-grid-pro-v8` (8.0.0 under aliases,
// docs/decisions/0022), loaded from their CommonJS build. `@mui/x-data-grid-premium@8.0.0` is not on the registry this
// project installs from, so the Premium sentences keep their 7.21 side only.
const requireCjs = createRequire(import.meta.url);
const v8 = requireCjs('@mui/x-data-grid-v8') as typeof import('@mui/x-data-grid-v8');
const v8Pro = requireCjs('@mui/x-data-grid-pro-v8') as typeof import('@mui/x-data-grid-pro-v8');
const v8Styles = requireCjs('@mui/material/styles') as typeof import('@mui/material/styles');
const V8_GRIDS = ['@mui/x-data-grid-v8', '@mui/x-data-grid-pro-v8'];
const v8Manifest = (name: string) => installedManifest(name) as PackageManifest & { exports: Record<string, unknown> };

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const manifest = (name: string) =>
  installedManifest(`@mui/${name}`) as PackageManifest & { main: string; module: string };
const declarations = (file: string) => fs.readFileSync(path.join(MUI, file), 'utf8');
const GRIDS = ['x-data-grid', 'x-data-grid-pro', 'x-data-grid-premium'];
const allExport = (name: string) => [community, pro, premium].every((module) => name in module);
const noneExport = (name: string) => [community, pro, premium].every((module) => !(name in module));

const rows = [1, 2, 3, 4, 5].map((n) => ({ id: n, n, name: `row ${n}` }));
const columns = [{ field: 'n', type: 'number' as const }, { field: 'name' }];

describe('names, exports and packages of 7.21', () => {
  claim(
    "The v8 names on this page (for example `showToolbar`, `rowSpanning` or `useGridEvent`) don't exist in the 7.21 packages documented on this site.",
    () => {
      const props = declarations('x-data-grid/models/props/DataGridProps.d.ts');
      expect(props).not.toMatch(/\bshowToolbar\b/);
      expect(props).not.toMatch(/[^_]rowSpanning\??:/);
      expect(props).toMatch(/unstable_rowSpanning\??:/);
      expect(noneExport('useGridEvent')).toBe(true);
    },
  );

  claim(
    'deletes the removed props `indeterminateCheckboxAction` and `rowPositionsDebounceMs` (it also deletes `resetPageOnSortFilter`, a prop added in 7.27.0 that 7.21 does not have)',
    () => {
      expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.indeterminateCheckboxAction).toBe('deselect');
      expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.rowPositionsDebounceMs).toBe(166);
      expect(declarations('x-data-grid/models/props/DataGridProps.d.ts')).not.toContain('resetPageOnSortFilter');
    },
  );

  claim('Later v7 releases added a `resetPageOnSortFilter` prop to opt in', () => {
    expect(declarations('x-data-grid/models/props/DataGridProps.d.ts')).not.toContain('resetPageOnSortFilter');
    expect(Object.keys(DATA_GRID_PRO_PROPS_DEFAULT_VALUES)).not.toContain('resetPageOnSortFilter');
  });

  claim('`rowPositionsDebounceMs` was removed (codemod).', () => {
    expect('rowPositionsDebounceMs' in DATA_GRID_PRO_PROPS_DEFAULT_VALUES).toBe(true);
  });

  claim('`indeterminateCheckboxAction` was removed (codemod).', () => {
    expect('indeterminateCheckboxAction' in DATA_GRID_PRO_PROPS_DEFAULT_VALUES).toBe(true);
  });

  claim(
    'The peer ranges widen: React `^17 || ^18 || ^19` (React 19 support is new) and `@mui/material` / `@mui/system` `^5.15.14 || ^6 || ^7` (Material UI v7 support is new).',
    () => {
      for (const name of GRIDS) {
        const peers = manifest(name).peerDependencies;
        expect([name, peers.react, peers['@mui/material'], peers['@mui/system']]).toEqual([
          name,
          '^17.0.0 || ^18.0.0',
          '^5.15.14 || ^6.0.0',
          '^5.15.14 || ^6.0.0',
        ]);
      }
    },
  );

  claim('The minimum versions stay as in 7.21: React 17, Material UI 5.15.14', () => {
    for (const name of GRIDS) {
      const peers = manifest(name).peerDependencies;
      expect(peers.react).toMatch(/^\^17\.0\.0/);
      expect(peers['@mui/material']).toMatch(/^\^5\.15\.14/);
    }
  });

  claim(
    '`LicenseInfo` is no longer re-exported by `@mui/x-data-grid-pro` and `@mui/x-data-grid-premium` (codemod):',
    () => {
      // In 7.21 both grids re-export @mui/x-license's class (the test loads them from different builds, so compare its API).
      for (const module of [pro, premium]) {
        expect(module.LicenseInfo.name).toBe(LicenseInfo.name);
        expect(typeof module.LicenseInfo.setLicenseKey).toBe('function');
      }
      expect('LicenseInfo' in community).toBe(false);
      // v8 Pro no longer has it.
      expect('LicenseInfo' in v8Pro).toBe(false);
    },
  );

  claim('The 7.21 packages have no `exports` field', () => {
    for (const name of GRIDS) expect([name, 'exports' in manifest(name)]).toEqual([name, false]);
  });

  claim('package root (`module` field)', () => {
    expect(manifest('x-data-grid').module).toBe('./index.js');
  });
  claim('`node/` (`main` field)', () => {
    expect(manifest('x-data-grid').main).toBe('./node/index.js');
  });
  claim('`esm/` (`module` field)', () => {
    for (const name of ['x-data-grid-pro', 'x-data-grid-premium']) expect(manifest(name).module).toBe('./esm/index.js');
  });
  claim('package root (`main` field)', () => {
    for (const name of ['x-data-grid-pro', 'x-data-grid-premium']) expect(manifest(name).main).toBe('./index.js');
  });
  claim('Latest-browsers ES build', () => {
    for (const name of GRIDS)
      expect([name, fs.existsSync(path.join(MUI, name, 'modern', 'index.js'))]).toEqual([name, true]);
  });

  claim('`selectedIdsLookupSelector` was removed.', () => {
    expect(allExport('selectedIdsLookupSelector')).toBe(true);
    // The names that replace the two selection selectors are not in 7.21.
    expect(allExport('selectedGridRowsSelector') && allExport('selectedGridRowsCountSelector')).toBe(true);
    expect(noneExport('gridRowSelectionIdsSelector') && noneExport('gridRowSelectionCountSelector')).toBe(true);
  });

  claim('The `GridSaveAltIcon` icon is no longer exported.', () => {
    expect(allExport('GridSaveAltIcon')).toBe(true);
  });

  claim(
    'Lazy loading with a data source (`lazyLoading` and `lazyLoadingRequestThrottleMs`) is new in v8: 7.21 has no such props. Its lazy loading is the `rowsLoadingMode="server"` and `onFetchRows` pair',
    () => {
      const proProps = declarations('x-data-grid-pro/models/dataGridProProps.d.ts');
      expect(proProps).not.toMatch(/\blazyLoading(RequestThrottleMs)?\??:/);
      expect(proProps).toMatch(/\bonFetchRows\??:/);
      expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.rowsLoadingMode).toBe('client');
    },
  );

  claim('The `GridListColDef` type was renamed `GridListViewColDef`.', () => {
    const proProps = declarations('x-data-grid-pro/models/dataGridProProps.d.ts');
    expect(proProps).toContain('GridListColDef');
    expect(proProps).not.toContain('GridListViewColDef');
  });

  claim(
    '`useGridApiEventHandler` was renamed `useGridEvent`, and `useGridApiOptionHandler` was renamed `useGridEventPriority`.',
    () => {
      expect(allExport('useGridApiEventHandler') && allExport('useGridApiOptionHandler')).toBe(true);
      expect(noneExport('useGridEvent') && noneExport('useGridEventPriority')).toBe(true);
    },
  );

  claim('`GridOverlays` and `createUseGridApiEventHandler` are no longer exported.', () => {
    expect(allExport('GridOverlays') && allExport('createUseGridApiEventHandler')).toBe(true);
  });

  claim('The `GridSortItem` type is no longer exported.', () => {
    expect(declarations('x-data-grid/models/gridSortModel.d.ts')).toContain('export interface GridSortItem');
  });

  claim('`gridRowsDataRowIdToIdLookupSelector` was removed.', () => {
    expect(allExport('gridRowsDataRowIdToIdLookupSelector')).toBe(true);
    // Nor does 7.21 have the selector the page uses instead.
    expect(noneExport('gridRowIdSelector')).toBe(true);
  });

  claim('New in v8: `createRowSelectionManager(model)`', () => {
    expect(noneExport('createRowSelectionManager') && noneExport('GridPortalWrapper')).toBe(true);
    expect(noneExport('gridRowSelectionManagerSelector')).toBe(true);
  });

  claim('`detailPanels`, `pinnedColumns` and `pinnedRowsRenderZone` classes', () => {
    for (const key of ['detailPanels', 'pinnedColumns', 'pinnedRowsRenderZone']) {
      expect(community.gridClasses).toHaveProperty(key);
    }
  });
  claim('`main--hasSkeletonLoadingOverlay` class', () => {
    expect(community.gridClasses).toHaveProperty(['main--hasSkeletonLoadingOverlay']);
    expect(community.gridClasses).not.toHaveProperty(['main--hiddenContent']);
  });
  claim('`baseFormControl`, `baseInputLabel` and `baseInputAdornment` slots', () => {
    const slots = declarations('x-data-grid/models/gridSlotsComponent.d.ts');
    for (const slot of ['baseFormControl', 'baseInputLabel', 'baseInputAdornment']) expect(slots).toContain(`${slot}:`);
  });
  claim('`columnUnsortedIcon` slot', () => {
    expect(declarations('x-data-grid/models/gridIconSlotsComponent.d.ts')).toContain('columnUnsortedIcon:');
  });

  claim(
    'Pro and Premium: the default `rowSelectionPropagation` becomes `{ parents: true, descendants: true }` (it was all `false`).',
    () => {
      expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.rowSelectionPropagation).toEqual({
        parents: false,
        descendants: false,
      });
    },
  );
});

describe('7.21 behaviour of the Community grid', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let root: HTMLElement;
  beforeAll(() => {
    const view = render(
      <div data-testid="holder">
        <DataGrid
          apiRef={apiRef}
          autoHeight
          disableVirtualization
          rows={rows}
          columns={columns}
          pagination
          initialState={{ pagination: { paginationModel: { page: 1, pageSize: 2 } } }}
          pageSizeOptions={[2]}
          {...{ 'data-testid': 'grid', 'aria-describedby': 'note' }}
          slots={{ toolbar: GridToolbar }}
        />
      </div>,
    );
    root = view.getByTestId('grid');
  });
  const rowIds = () => [...root.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));

  claim('(7.21 forwards them)', () => {
    expect(root.classList).toContain('MuiDataGrid-root');
    expect(root.getAttribute('aria-describedby')).toBe('note');
  });

  claim('In 7.21 the current page is kept.', () => {
    expect(rowIds()).toEqual(['3', '4']);
    act(() => apiRef.current.setSortModel([{ field: 'n', sort: 'desc' }]));
    expect(apiRef.current.state.pagination.paginationModel.page).toBe(1);
    expect(rowIds()).toEqual(['3', '2']);
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '>', value: 1 }] }));
    expect(apiRef.current.state.pagination.paginationModel.page).toBe(1);
    act(() => apiRef.current.setFilterModel({ items: [] }));
    act(() => apiRef.current.setSortModel([]));
  });

  claim('The `filteredRowsLookup` of the filter state and the `visibleRowsLookup` no longer store `true`.', () => {
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '>', value: 3 }] }));
    expect(gridFilteredRowsLookupSelector(apiRef.current.state as never)).toMatchObject({ 1: false, 4: true, 5: true });
    expect(gridVisibleRowsLookupSelector(apiRef.current.state as never)).toMatchObject({ 1: false, 4: true, 5: true });
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim('A row that is filtered out or hidden is `false`; a row that passes is simply absent.', () => {
    // In 7.21 a passing row is present, as `true`.
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '<', value: 2 }] }));
    const lookup = gridFilteredRowsLookupSelector(apiRef.current.state as never);
    expect([lookup[1], lookup[2], 1 in lookup]).toEqual([true, false, true]);
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim('`GridRowSelectionModel` changes from an array of ids', () => {
    act(() => apiRef.current.selectRow(2));
    expect(apiRef.current.state.rowSelection).toEqual([2]);
    act(() => apiRef.current.selectRow(2, false));
  });

  claim('The data source moves to the Community plan', () => {
    expect('unstable_dataSource' in apiRef.current).toBe(false);
  });

  claim('Calls with a raw state and an instance id no longer work.', () => {
    expect(gridColumnFieldsSelector(apiRef.current.state, apiRef.current.instanceId)).toEqual(['n', 'name']);
  });

  claim('Selectors accept only `apiRef` as their first argument', () => {
    // 7.21 accepts both forms at run time (its types name only the apiRef).
    expect(gridColumnFieldsSelector(apiRef)).toEqual(['n', 'name']);
    expect(gridColumnFieldsSelector(apiRef.current.state as never)).toEqual(['n', 'name']);
  });

  claim('`apiRef.current.forceUpdate()` and `apiRef.current.resize()` were removed.', () => {
    expect(typeof apiRef.current.forceUpdate).toBe('function');
    expect(typeof apiRef.current.resize).toBe('function');
  });

  claim('The default toolbar changed too:', () => {
    const toolbar = root.querySelector('.MuiDataGrid-toolbarContainer')!;
    expect(toolbar).not.toBeNull();
    expect(within(toolbar as HTMLElement).queryByRole('searchbox')).toBeNull();
  });
  claim('The quick filter is shown by default.', () => {
    // Not in 7.21: GridToolbar shows it only with showQuickFilter.
    expect(root.querySelector('.MuiDataGrid-toolbarQuickFilter')).toBeNull();
  });
  claim('The density selector is no longer part of it.', () => {
    expect(
      within(root.querySelector('.MuiDataGrid-toolbarContainer') as HTMLElement).getByRole('button', {
        name: /density/i,
      }),
    ).toBeTruthy();
  });

  claim('The text fields and selects of the filter panel default to the `outlined` variant.', () => {
    act(() => apiRef.current.showFilterPanel('name'));
    const form = document.querySelector('.MuiDataGrid-filterForm')!;
    expect(form.querySelectorAll('.MuiOutlinedInput-root')).toHaveLength(0);
    expect(form.querySelectorAll('.MuiInput-root').length).toBeGreaterThanOrEqual(3);
    act(() => apiRef.current.hidePreferences());
  });
});

describe('7.21 toolbar slot', () => {
  let container: HTMLElement;
  beforeAll(() => {
    container = render(<DataGrid autoHeight density="compact" rows={rows.slice(0, 1)} columns={columns} />).container;
  });

  claim('`slots.toolbar` only chooses which component to render', () => {
    expect(container.querySelector('.MuiDataGrid-toolbarContainer')).toBeNull();
  });

  claim('The `density` prop still works', () => {
    expect(container.querySelector('.MuiDataGrid-root')!.classList).toContain('MuiDataGrid-root--densityCompact');
  });
});

describe('7.21 selection', () => {
  claim('A click on an already selected row now deselects it.', () => {
    const onChange: unknown[] = [];
    const { container } = render(
      <DataGrid
        autoHeight
        rows={rows.slice(0, 2)}
        columns={columns}
        onRowSelectionModelChange={(model) => onChange.push(model)}
      />,
    );
    const cell = () => container.querySelector('[data-id="1"] [data-field="name"]') as HTMLElement;
    fireEvent.click(cell());
    expect(onChange.at(-1)).toEqual([1]);
    fireEvent.click(cell());
    // In 7.21 the second click keeps the row selected.
    expect(container.querySelector('[data-id="1"]')!.classList).toContain('Mui-selected');
    expect(onChange.at(-1)).toEqual([1]);
  });

  describe('with a row that isRowSelectable rejects', () => {
    let container: HTMLElement;
    beforeAll(() => {
      container = render(
        <DataGrid
          autoHeight
          checkboxSelection
          rows={rows.slice(0, 3)}
          columns={columns}
          isRowSelectable={({ id }) => id !== 3}
        />,
      ).container;
      for (const id of [1, 2]) {
        fireEvent.click(container.querySelector(`[data-id="${id}"] input[type="checkbox"]`) as HTMLElement);
      }
    });
    const header = () => container.querySelector('[role="columnheader"] input[type="checkbox"]') as HTMLInputElement;

    claim('The header checkbox counts as "all selected" once every selectable row is selected', () => {
      // In 7.21 the unselectable row still counts: the header shows a partial selection.
      expect(header().getAttribute('data-indeterminate')).toBe('true');
    });

    claim('Clicking an indeterminate checkbox selects the unselected descendants.', () => {
      // 7.21's default (indeterminateCheckboxAction: 'deselect') clears the selection instead.
      fireEvent.click(header());
      expect(container.querySelectorAll('.Mui-selected[data-id]')).toHaveLength(0);
    });
  });
});

describe('7.21 API refs', () => {
  claim('`useGridApiRef()` now returns a ref typed and initialised as possibly `null`.', () => {
    const { result } = renderHook(() => useGridApiRef());
    expect(result.current.current).not.toBeNull();
    expect(result.current.current).toEqual({});
  });
});

describe('7.21 Pro and Premium grids', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  let views: HTMLElement;
  beforeAll(() => {
    views = render(
      <div>
        <div id="detail">
          <DataGridPro
            apiRef={apiRef}
            autoHeight
            rows={rows.slice(0, 2)}
            columns={columns}
            getDetailPanelContent={() => <div>detail</div>}
            getDetailPanelHeight={() => 20}
            initialState={{ detailPanel: { expandedRowIds: [1] } }}
          />
        </div>
        <div id="tree">
          <DataGridPro
            autoHeight
            treeData
            checkboxSelection
            defaultGroupingExpansionDepth={-1}
            getTreeDataPath={(row) => (row.id === 1 ? ['a'] : ['a', 'b'])}
            rows={rows.slice(0, 2)}
            columns={columns}
          />
        </div>
        <div id="grouped">
          <DataGridPremium autoHeight rows={rows.slice(0, 2)} columns={columns} rowGroupingModel={['name']} />
        </div>
        <div id="aria">
          <DataGridPremium
            autoHeight
            rows={rows.slice(0, 2)}
            columns={columns}
            rowGroupingModel={['name']}
            experimentalFeatures={{ ariaV8: true }}
          />
        </div>
        <div id="theme">
          <ThemeProvider theme={createTheme({ mixins: { MuiDataGrid: { containerBackground: 'rgb(1, 2, 3)' } } })}>
            <DataGrid autoHeight rows={rows.slice(0, 1)} columns={columns} />
          </ThemeProvider>
        </div>
      </div>,
    ).container;
  });

  claim(
    '`detailPanelExpandedRowIds` and `onDetailPanelExpandedRowIdsChange` (Pro) take and give a `Set<GridRowId>` instead of an array.',
    () => {
      expect(apiRef.current.getExpandedDetailPanels()).toEqual([1]);
      expect(Array.isArray(apiRef.current.getExpandedDetailPanels())).toBe(true);
    },
  );

  claim('The same goes for `apiRef.current.getExpandedDetailPanels()` and `setExpandedDetailPanels()`.', () => {
    act(() => apiRef.current.setExpandedDetailPanels([2]));
    expect(apiRef.current.getExpandedDetailPanels()).toEqual([2]);
    act(() => apiRef.current.setExpandedDetailPanels([1]));
  });

  claim('Selecting a group or tree parent now selects its children.', () => {
    fireEvent.click(views.querySelector('#tree [data-id="1"] input[type="checkbox"]') as HTMLElement);
    expect(
      [...views.querySelectorAll('#tree .Mui-selected[data-id]')].map((row) => row.getAttribute('data-id')),
    ).toEqual(['1']);
  });

  claim('The API methods move from `apiRef.current.unstable_dataSource`', () => {
    expect(typeof apiRef.current.unstable_dataSource?.fetchRows).toBe('function');
    expect('dataSource' in apiRef.current).toBe(false);
  });

  claim("In 7.21 that took the `ariaV8` flag; Pro's tree data already uses it.", () => {
    const roles = (id: string) =>
      [...views.querySelectorAll(`#${id} [role$="grid"]`)].map((node) => node.getAttribute('role'));
    expect([roles('grouped'), roles('aria'), roles('tree')]).toEqual([['grid'], ['treegrid'], ['treegrid']]);
  });

  claim('The `ariaV8` flag of `experimentalFeatures` (Premium) was removed', () => {
    // In 7.21 the flag still changes what the grid renders.
    expect(views.querySelector('#grouped [role="treegrid"]')).toBeNull();
    expect(views.querySelector('#aria [role="treegrid"]')).not.toBeNull();
  });

  claim('its colours move from `theme.mixins.MuiDataGrid` to `theme.palette.DataGrid`', () => {
    const root = views.querySelector('#theme .MuiDataGrid-root') as HTMLElement;
    expect(getComputedStyle(root).getPropertyValue('--DataGrid-containerBackground').trim()).toBe('rgb(1, 2, 3)');
  });
});

describe('7.21 theme mixins', () => {
  claim('`containerBackground` is now `headerBg`, `pinnedBackground` is now `pinnedBg`', () => {
    const { container } = render(
      <ThemeProvider
        theme={createTheme({
          mixins: { MuiDataGrid: { containerBackground: 'rgb(1, 2, 3)', pinnedBackground: 'rgb(4, 5, 6)' } },
        })}
      >
        <DataGrid autoHeight rows={rows.slice(0, 1)} columns={columns} />
      </ThemeProvider>,
    );
    const style = getComputedStyle(container.querySelector('.MuiDataGrid-root') as HTMLElement);
    expect(style.getPropertyValue('--DataGrid-containerBackground').trim()).toBe('rgb(1, 2, 3)');
    expect(style.getPropertyValue('--DataGrid-pinnedBackground').trim()).toBe('rgb(4, 5, 6)');
  });
});

describe('v8 packages and names', () => {
  claim('In v8 every `@mui/x-*` package declares an `exports` map', () => {
    for (const name of V8_GRIDS) {
      expect([name, v8Manifest(name).exports]).toEqual([
        name,
        expect.objectContaining({ '.': expect.any(Object), './*': expect.any(Object), './modern': null }),
      ]);
      const esm = requireCjs.resolve(`${name}/package.json`).replace('package.json', 'esm/package.json');
      expect(JSON.parse(fs.readFileSync(esm, 'utf8'))).toMatchObject({ type: 'module' });
    }
  });

  claim('the map sends `import` to `esm/` and `require` to the root.', () => {
    expect(v8Manifest('@mui/x-data-grid-v8').exports['./*']).toEqual({
      require: { types: './*/index.d.ts', default: './*/index.js' },
      import: { types: './esm/*/index.d.ts', default: './esm/*/index.js' },
    });
    expect(requireCjs.resolve('@mui/x-data-grid-v8/locales')).toMatch(/x-data-grid-v8\/locales\/index\.js$/);
    expect(requireCjs.resolve('@mui/x-data-grid-v8/themeAugmentation')).toMatch(/themeAugmentation\/index\.js$/);
  });

  claim(
    'A path to a file inside a folder, for example `@mui/x-data-grid/components/cell/GridCell`, no longer resolves',
    () => {
      expect(() => requireCjs.resolve('@mui/x-data-grid-v8/components/cell/GridCell')).toThrow();
    },
  );

  claim('Paths into `modern/` or `node/` (for example `@mui/x-data-grid/node/…`) no longer resolve', () => {
    for (const folder of ['modern', 'node']) {
      expect(() => requireCjs.resolve(`@mui/x-data-grid-v8/${folder}/DataGrid`)).toThrow();
    }
    expect(() => nodeImport('@mui/x-data-grid-pro-v8/esm/DataGridPro')).toThrow(/ERR_MODULE_NOT_FOUND/);
    expect(requireCjs.resolve('@mui/x-data-grid-pro-v8/esm/DataGridPro')).toMatch(/esm\/DataGridPro\/index\.js$/);
  });

  claim(
    'Node alone cannot load the grid (server rendering, some test runners), whatever the Material UI version.',
    () => {
      // Both builds of DataGrid start with an import of ../index.css.
      for (const file of ['DataGrid/index.js', 'esm/DataGrid/index.js']) {
        const source = fs.readFileSync(
          requireCjs.resolve('@mui/x-data-grid-v8/package.json').replace('package.json', file),
          'utf8',
        );
        expect([file, source]).toEqual([file, expect.stringMatching(/(import |require\()"\.\.\/index\.css"/)]);
      }
      // Node's ES loader links the modules concurrently, so the failure it reports first varies from run to run: the
      // stylesheet, or (about 1 run in 12 here, with Material UI 6) a Material UI folder import. Either stops the load.
      expect(() => nodeImport('@mui/x-data-grid-v8')).toThrow(/ERR_UNKNOWN_FILE_EXTENSION|ERR_UNSUPPORTED_DIR_IMPORT/);
    },
  );

  claim('with Material UI v5 or v6, possibly first with `ERR_UNSUPPORTED_DIR_IMPORT`', () => {
    // Which error comes first depends on the import order: Pro reaches a Material UI folder import before the CSS.
    expect(() => nodeImport('@mui/x-data-grid-pro-v8')).toThrow(/ERR_UNSUPPORTED_DIR_IMPORT/);
  });

  claim('and `node --conditions=require` does not help', () => {
    expect(() => nodeImport('@mui/x-data-grid-v8', '--conditions=require')).toThrow(/index\.css/);
  });

  claim("You don't have to upgrade React or Material UI to adopt v8.", () => {
    for (const name of V8_GRIDS) {
      const peers = v8Manifest(name).peerDependencies;
      expect([name, peers.react, peers['@mui/material'], peers['@mui/system']]).toEqual([
        name,
        '^17.0.0 || ^18.0.0 || ^19.0.0',
        '^5.15.14 || ^6.0.0 || ^7.0.0',
        '^5.15.14 || ^6.0.0 || ^7.0.0',
      ]);
    }
  });

  claim('`selectedIdsLookupSelector` was removed.', () => {
    for (const [name, present] of [
      ['selectedIdsLookupSelector', false],
      ['selectedGridRowsSelector', false],
      ['gridRowSelectionIdsSelector', true],
      ['gridRowSelectionCountSelector', true],
      ['useGridEvent', true],
      ['useGridEventPriority', true],
      ['useGridApiEventHandler', false],
      ['GridOverlays', false],
      ['createUseGridApiEventHandler', false],
      ['GridSaveAltIcon', false],
      ['gridRowsDataRowIdToIdLookupSelector', false],
      ['gridRowIdSelector', true],
      ['createRowSelectionManager', true],
      ['GridPortalWrapper', true],
    ] as const) {
      expect([name, name in v8, name in v8Pro]).toEqual([name, present, present]);
    }
  });

  claim('`main--hiddenContent`, also set while the "no columns" overlay is shown', () => {
    const classes = Object.keys(v8.gridClasses);
    expect(classes).toContain('main--hiddenContent');
    for (const key of ['detailPanels', 'pinnedColumns', 'pinnedRowsRenderZone', 'main--hasSkeletonLoadingOverlay']) {
      expect([key, classes.includes(key)]).toEqual([key, false]);
    }
    const { container } = render(<v8.DataGrid autoHeight rows={rows} columns={[]} />);
    expect(container.querySelector('.MuiDataGrid-main')!.classList).toContain('MuiDataGrid-main--hiddenContent');
  });

  claim('Pro and Premium: the default `rowSelectionPropagation` becomes `{ parents: true, descendants: true }`', () => {
    expect(v8Pro.DATA_GRID_PRO_PROPS_DEFAULT_VALUES.rowSelectionPropagation).toEqual({
      parents: true,
      descendants: true,
    });
    for (const prop of ['indeterminateCheckboxAction', 'rowPositionsDebounceMs', 'resetPageOnSortFilter']) {
      expect([prop, prop in v8Pro.DATA_GRID_PRO_PROPS_DEFAULT_VALUES]).toEqual([prop, false]);
    }
  });
});

describe('v8 Community grid', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<import('@mui/x-data-grid-v8').GridApi>;
  const onSelection = vi.fn();
  let root: HTMLElement;
  beforeAll(() => {
    root = render(
      <v8.DataGrid
        apiRef={apiRef}
        autoHeight
        disableVirtualization
        showToolbar
        rows={rows}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { page: 1, pageSize: 2 } } }}
        pageSizeOptions={[2]}
        onRowSelectionModelChange={onSelection}
        {...{ 'data-testid': 'grid', 'aria-describedby': 'note' }}
      />,
    ).container;
  });
  const grid = () => root.querySelector('.MuiDataGrid-root') as HTMLElement;
  const rowIds = () => [...root.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));

  claim('The toolbar is shown with the new `showToolbar` boolean.', () => {
    expect(root.querySelector('.MuiDataGrid-toolbar, .MuiDataGrid-toolbarContainer')).not.toBeNull();
  });

  claim('The quick filter is shown by default.', () => {
    expect(root.querySelector('.MuiDataGrid-toolbarQuickFilter')).not.toBeNull();
  });

  claim('The density selector is no longer part of it.', () => {
    // Names of the toolbar's buttons (role queries over the whole grid take seconds in jsdom).
    const toolbar = root.querySelector('.MuiDataGrid-toolbar, .MuiDataGrid-toolbarContainer')!;
    const names = [...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? '');
    expect(names.some((name) => /columns/i.test(name))).toBe(true);
    expect(names.some((name) => /density/i.test(name))).toBe(false);
  });

  claim(
    'Extra attributes such as `data-*` or `aria-*` passed straight to the grid component are no longer forwarded',
    () => {
      expect(root.querySelector('[data-testid="grid"]')).toBeNull();
      expect(grid().getAttribute('aria-describedby')).toBeNull();
    },
  );

  claim('Sorting or filtering now sends the grid back to the first page.', () => {
    expect(rowIds()).toEqual(['3', '4']);
    act(() => apiRef.current.setSortModel([{ field: 'n', sort: 'desc' }]));
    expect(apiRef.current.state.pagination.paginationModel.page).toBe(0);
    act(() => apiRef.current.setPage(1));
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '>', value: 1 }] }));
    expect(apiRef.current.state.pagination.paginationModel.page).toBe(0);
    act(() => apiRef.current.setFilterModel({ items: [] }));
    act(() => apiRef.current.setSortModel([]));
  });

  claim('A row that is filtered out or hidden is `false`; a row that passes is simply absent.', () => {
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '<', value: 2 }] }));
    const lookup = v8.gridFilteredRowsLookupSelector(apiRef);
    expect([lookup[1], lookup[2], 1 in lookup]).toEqual([undefined, false, false]);
    expect(v8.gridVisibleRowsLookupSelector(apiRef)[1] !== false).toBe(true);
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim('`GridRowSelectionModel` changes from an array of ids', () => {
    act(() => apiRef.current.selectRow(3));
    expect(onSelection.mock.calls.at(-1)![0]).toEqual({ type: 'include', ids: new Set([3]) });
    expect(v8.gridRowSelectionIdsSelector(apiRef)).toEqual(new Map([[3, rows[2]]]));
    expect(v8.gridRowSelectionCountSelector(apiRef)).toBe(1);
    act(() => apiRef.current.selectRow(3, false));
  });

  claim('A click on an already selected row now deselects it.', () => {
    const cell = () => root.querySelector('[data-id="1"] [data-field="name"]') as HTMLElement;
    fireEvent.click(cell());
    expect(root.querySelector('[data-id="1"]')!.classList).toContain('Mui-selected');
    fireEvent.click(cell());
    expect(root.querySelector('[data-id="1"]')!.classList).not.toContain('Mui-selected');
  });

  claim('`dataSource` is available on `DataGrid` in v8', () => {
    expect(typeof (apiRef.current as unknown as { dataSource?: { fetchRows: unknown } }).dataSource?.fetchRows).toBe(
      'function',
    );
  });

  claim('`apiRef.current.forceUpdate()` and `apiRef.current.resize()` were removed.', () => {
    expect('forceUpdate' in apiRef.current).toBe(false);
    expect('resize' in apiRef.current).toBe(false);
  });

  claim('Calls with a raw state and an instance id no longer work.', () => {
    expect(v8.gridColumnFieldsSelector(apiRef)).toEqual(['n', 'name']);
    expect(() => v8.gridColumnFieldsSelector(apiRef.current.state as never)).toThrow();
  });

  claim('The text fields and selects of the filter panel default to the `outlined` variant.', () => {
    act(() => apiRef.current.showFilterPanel('name'));
    // The 7.21 grid's panel may still be closing: the v8 one opened last.
    const form = [...document.querySelectorAll('.MuiDataGrid-filterForm')].at(-1)!;
    expect(form.querySelectorAll('.MuiOutlinedInput-root').length).toBeGreaterThanOrEqual(3);
    expect(form.querySelectorAll('.MuiInput-root')).toHaveLength(0);
    act(() => apiRef.current.hidePreferences());
  });
});

describe('v8 selection with a row that isRowSelectable rejects', () => {
  let container: HTMLElement;
  beforeAll(() => {
    container = render(
      <v8.DataGrid
        autoHeight
        checkboxSelection
        rows={rows.slice(0, 3)}
        columns={columns}
        isRowSelectable={({ id }) => id !== 3}
      />,
    ).container;
    fireEvent.click(container.querySelector('[data-id="1"] input[type="checkbox"]') as HTMLElement);
  });
  const header = () => container.querySelector('[role="columnheader"] input[type="checkbox"]') as HTMLInputElement;

  claim('Clicking an indeterminate checkbox selects the unselected descendants.', () => {
    expect(header().getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(header());
    expect([...container.querySelectorAll('.Mui-selected[data-id]')].map((row) => row.getAttribute('data-id'))).toEqual(
      ['1', '2'],
    );
  });

  claim('rows that `isRowSelectable` rejects are left out', () => {
    expect(header().checked).toBe(true);
    expect(header().getAttribute('data-indeterminate')).toBe('false');
  });
});

describe('v8 selection model', () => {
  claim("With `type: 'exclude'`, every row is selected except the listed ids", () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<import('@mui/x-data-grid-v8').GridApi>;
    const { container } = render(
      <v8.DataGrid
        apiRef={apiRef}
        autoHeight
        checkboxSelection
        rows={rows.slice(0, 3)}
        columns={columns}
        rowSelectionModel={{ type: 'exclude', ids: new Set([2]) }}
      />,
    );
    const manager = v8.gridRowSelectionManagerSelector(apiRef);
    expect([1, 2, 3, 99].map((id) => manager.has(id))).toEqual([true, false, true, true]);
    expect([...container.querySelectorAll('.Mui-selected[data-id]')].map((row) => row.getAttribute('data-id'))).toEqual(
      ['1', '3'],
    );
  });
});

describe('v8 API refs, Pro and theme', () => {
  claim('Guard the accesses that may run before the grid mounts', () => {
    const { result } = renderHook(() => v8.useGridApiRef());
    expect(result.current.current).toBeNull();
  });

  claim('take and give a `Set<GridRowId>` instead of an array', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<import('@mui/x-data-grid-pro-v8').GridApiPro>;
    const onChange = vi.fn();
    render(
      <v8Pro.DataGridPro
        apiRef={apiRef}
        autoHeight
        rows={rows.slice(0, 2)}
        columns={columns}
        getDetailPanelContent={() => <div>detail</div>}
        getDetailPanelHeight={() => 20}
        detailPanelExpandedRowIds={new Set([1])}
        onDetailPanelExpandedRowIdsChange={onChange}
      />,
    );
    expect(apiRef.current.getExpandedDetailPanels()).toEqual(new Set([1]));
    act(() => apiRef.current.setExpandedDetailPanels(new Set([1, 2])));
    expect(onChange.mock.calls.at(-1)![0]).toEqual(new Set([1, 2]));
  });

  claim('`containerBackground` is now `headerBg`, `pinnedBackground` is now `pinnedBg`, and `bg` is new', () => {
    const theme = v8Styles.createTheme({
      palette: { DataGrid: { bg: 'rgb(7, 8, 9)', headerBg: 'rgb(1, 2, 3)', pinnedBg: 'rgb(4, 5, 6)' } } as object,
    });
    const { container } = render(
      <v8Styles.ThemeProvider theme={theme}>
        <v8.DataGrid autoHeight rows={rows.slice(0, 1)} columns={columns} />
      </v8Styles.ThemeProvider>,
    );
    const style = getComputedStyle(container.querySelector('.MuiDataGrid-root') as HTMLElement);
    expect(style.getPropertyValue('--DataGrid-t-color-background-base').trim()).toBe('rgb(7, 8, 9)');
    expect(style.getPropertyValue('--DataGrid-t-header-background-base').trim()).toBe('rgb(1, 2, 3)');
    expect(style.getPropertyValue('--DataGrid-t-cell-background-pinned').trim()).toBe('rgb(4, 5, 6)');
  });
});

untestable(
  'All renamed by the codemod.',
  '@mui/x-codemod@8.0.0 is not on the registry this project installs from (its only 8.x is 8.29.3)',
);
