import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import * as community from '@mui/x-data-grid';
import { DATA_GRID_PROPS_DEFAULT_VALUES, DataGrid, GridToolbar, type GridApi, type GridColDef } from '@mui/x-data-grid';
import * as pro from '@mui/x-data-grid-pro';
import * as premium from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { readInstalledFile } from '@/claims/readInstalledFile';
import { installedManifest } from '@/claims/installedManifest';

const rows = [1, 3, 2].map((n) => ({ id: n, n, label: `row ${n}`, secret: 'hush' }));
/** A column whose flags switch off sorting, filtering and hiding from the UI. */
const locked: GridColDef = { field: 'n', type: 'number', sortable: false, filterable: false, hideable: false };

describe('v7 column definitions', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <div>
        <div id="models">
          <DataGrid
            autoHeight
            rows={rows}
            columns={[locked, { field: 'label' }]}
            sortModel={[{ field: 'n', sort: 'desc' }]}
            filterModel={{ items: [{ field: 'n', operator: '>', value: 1 }] }}
          />
        </div>
        <div id="hidden">
          <DataGrid
            autoHeight
            rows={rows}
            columns={[locked, { field: 'label' }]}
            initialState={{ columns: { columnVisibilityModel: { n: false } } }}
          />
        </div>
        <div id="custom">
          <DataGrid autoHeight rows={rows} columns={[{ field: 'label', type: 'custom' }]} />
        </div>
      </div>,
    ).container;
  });
  const column = (grid: string, field: string) =>
    [...view.querySelectorAll(`#${grid} [role="gridcell"][data-field="${field}"]`)].map((cell) => cell.textContent);

  claim(
    'A flag such as `sortable: false`, `filterable: false` or `hideable: false` now only removes the feature from the user interface',
    () => {
      // Sorted descending and filtered to n > 1 by the models, though the column is neither sortable nor filterable.
      expect(column('models', 'n')).toEqual(['3', '2']);
      // Hidden by the initial visibility model, though it is not hideable.
      expect(column('hidden', 'n')).toEqual([]);
      expect(column('hidden', 'label')).toHaveLength(3);
      // The header still shows the sort direction, but offers no sorting of its own.
      const header = view.querySelector('#models [role="columnheader"][data-field="n"]')!;
      expect(header.getAttribute('aria-sort')).toBe('descending');
      expect(header.classList.contains('MuiDataGrid-columnHeader--sortable')).toBe(false);
      expect(view.querySelector('#models [role="columnheader"][data-field="label"]')!.classList).toContain(
        'MuiDataGrid-columnHeader--sortable',
      );
    },
  );

  claim("and `'custom'`", () => {
    // The type is accepted by GridColDef (this file type-checks) and renders as a string column.
    expect(column('custom', 'label')).toEqual(['row 1', 'row 3', 'row 2']);
  });
});

untestable(
  'augment the `GridColumnTypes` interface',
  'a type-level claim: the snippet that shows it is compiled against 7.21.0 by npm run snippets',
);

describe('v7 behaviour of the grid', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const getterArgs: unknown[][] = [];
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={[
          { field: 'n', valueGetter: (...args: unknown[]) => (getterArgs.push(args), (args[1] as { n: number }).n) },
          { field: 'label' },
          { field: 'secret' },
        ]}
        initialState={{ columns: { columnVisibilityModel: { secret: false } } }}
      />,
    ).container;
  });

  claim(
    '`rowBuffer` and `columnBuffer` (a number of rows or columns) became `rowBufferPx` and `columnBufferPx` (a distance in pixels, default 150).',
    () => {
      expect([DATA_GRID_PROPS_DEFAULT_VALUES.rowBufferPx, DATA_GRID_PROPS_DEFAULT_VALUES.columnBufferPx]).toEqual([
        150, 150,
      ]);
      expect(Object.keys(DATA_GRID_PROPS_DEFAULT_VALUES)).not.toContain('rowBuffer');
      expect(Object.keys(DATA_GRID_PROPS_DEFAULT_VALUES)).not.toContain('columnBuffer');
    },
  );

  claim('the column callbacks now receive `(value, row, column, apiRef)`', () => {
    const [value, row, column, ref] = getterArgs[0]!;
    expect(value).toBe(1);
    expect(row).toMatchObject({ id: 1, n: 1 });
    expect((column as GridColDef).field).toBe('n');
    // The grid's own API object, which has the public methods too.
    expect(typeof (ref as React.MutableRefObject<GridApi>).current.getColumn).toBe('function');
  });

  claim(
    "The `.MuiDataGrid-cellContent` wrapper was removed, and a cell isn't `display: flex` by default any more.",
    () => {
      expect(grid.querySelectorAll('.MuiDataGrid-cellContent')).toHaveLength(0);
      const cell = grid.querySelector('[role="gridcell"][data-field="label"]')!;
      expect(getComputedStyle(cell).display).not.toBe('flex');
    },
  );

  claim('The quick filter ignores hidden columns by default', () => {
    act(() => apiRef.current.setQuickFilterValues(['row 2']));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(1);
    // 'hush' is only in the hidden column: nothing matches it.
    act(() => apiRef.current.setQuickFilterValues(['hush']));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(0);
    act(() => apiRef.current.setQuickFilterValues([]));
  });

  claim('The filter panel uses the non-native Material UI `Select` for every input.', () => {
    act(() => apiRef.current.showFilterPanel('label'));
    const panel = document.querySelector('.MuiDataGrid-filterForm')!;
    expect(panel.querySelectorAll('select')).toHaveLength(0);
    expect(panel.querySelectorAll('.MuiSelect-select').length).toBeGreaterThanOrEqual(2);
    act(() => apiRef.current.hidePreferences());
  });

  claim(
    '`apiRef.current.getRootDimensions()` always returns an object, and `apiRef.current.rootElementRef` is always set once the grid is mounted',
    () => {
      expect(typeof apiRef.current.getRootDimensions()).toBe('object');
      expect(apiRef.current.rootElementRef.current).toBeInstanceOf(HTMLElement);
    },
  );

  claim('the main element and virtual scroller refs are internal: the public API object has neither', () => {
    expect('mainElementRef' in apiRef.current).toBe(false);
    expect('virtualScrollerRef' in apiRef.current).toBe(false);
  });
});

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const gridManifest = (name: string) => installedManifest(`@mui/${name}`);

describe('v7 packages and exports', () => {
  claim('The `@mui/material` peer range starts at `^5.15.14` (7.21 also accepts Material UI v6).', () => {
    for (const name of ['x-data-grid', 'x-data-grid-pro', 'x-data-grid-premium']) {
      expect([name, gridManifest(name).peerDependencies['@mui/material']]).toEqual([name, '^5.15.14 || ^6.0.0']);
    }
  });

  claim('The licence package was renamed.', () => {
    for (const name of ['x-data-grid-pro', 'x-data-grid-premium']) {
      expect(Object.keys(gridManifest(name).dependencies)).toContain('@mui/x-license');
      expect(Object.keys(gridManifest(name).dependencies)).not.toContain('@mui/x-license-pro');
    }
  });

  claim(
    'The published code now contains modern syntax such as optional chaining (`?.`) and nullish coalescing (`??`)',
    () => {
      const source = readInstalledFile('@mui/x-data-grid/components/containers/GridRootStyles.js');
      expect(source).toContain('?.');
      expect(source).toContain('??');
      expect(fs.existsSync(path.join(MUI, 'x-data-grid', 'legacy'))).toBe(false);
    },
  );

  claim('Locales moved to a subpath:', async () => {
    const locales = await import('@mui/x-data-grid/locales');
    expect(locales.frFR.components.MuiDataGrid.defaultProps.localeText.noRowsLabel).toBe('Pas de résultats');
    expect('frFR' in community).toBe(false);
  });

  claim('The same applies to `@mui/x-data-grid-pro/locales` and `@mui/x-data-grid-premium/locales`.', async () => {
    const [proLocales, premiumLocales] = await Promise.all([
      import('@mui/x-data-grid-pro/locales'),
      import('@mui/x-data-grid-premium/locales'),
    ]);
    expect('deDE' in proLocales && 'deDE' in premiumLocales).toBe(true);
    expect('deDE' in pro || 'deDE' in premium).toBe(false);
  });

  claim('The props deprecated in v6 were removed. Slot names start with a lowercase letter.', () => {
    const props = readInstalledFile('@mui/x-data-grid/models/props/DataGridProps.d.ts');
    expect(props).not.toMatch(/\bcomponents\?:/);
    expect(props).not.toMatch(/\bcomponentsProps\?:/);
    expect(readInstalledFile('@mui/x-data-grid/models/gridSlotsComponent.d.ts')).toMatch(/\n\s+toolbar: /);
  });

  claim('`rowThreshold` and `columnThreshold` were removed without replacement.', () => {
    const props = readInstalledFile('@mui/x-data-grid/models/props/DataGridProps.d.ts');
    expect(props).not.toContain('rowThreshold');
    expect(props).not.toContain('columnThreshold');
  });

  claim('The `gridDensityValueSelector` selector was removed; read `gridDensitySelector` instead.', () => {
    expect('gridDensityValueSelector' in community).toBe(false);
    expect(typeof community.gridDensitySelector).toBe('function');
  });

  claim('The `GridPreferencesPanel` component is no longer exported.', () => {
    expect('GridPreferencesPanel' in community || 'GridPreferencesPanel' in premium).toBe(false);
    expect(readInstalledFile('@mui/x-data-grid/models/gridSlotsComponent.d.ts')).not.toContain('preferencesPanel');
  });

  claim('`onRowEditCommit` and the `rowEditCommit` event were removed.', () => {
    expect(readInstalledFile('@mui/x-data-grid/models/props/DataGridProps.d.ts')).not.toContain('onRowEditCommit');
    expect(readInstalledFile('@mui/x-data-grid/models/events/gridEventLookup.d.ts')).not.toContain('rowEditCommit');
  });

  claim(
    'The `experimentalFeatures` flags `ariaV7` and `columnGrouping` (all plans), `lazyLoading` (Pro) and `clipboardPaste` (Premium) were removed because the features are always on.',
    () => {
      const flags = [
        readInstalledFile('@mui/x-data-grid/models/props/DataGridProps.d.ts').match(
          /interface GridExperimentalFeatures \{[^}]*\}/,
        )![0],
        readInstalledFile('@mui/x-data-grid-pro/models/dataGridProProps.d.ts').match(
          /interface GridExperimentalProFeatures[^}]*\}/,
        )![0],
        readInstalledFile('@mui/x-data-grid-premium/models/dataGridPremiumProps.d.ts').match(
          /interface GridExperimentalPremiumFeatures[^}]*\}/,
        )![0],
      ].join('\n');
      for (const flag of ['ariaV7', 'columnGrouping', 'lazyLoading', 'clipboardPaste'])
        expect(flags).not.toContain(flag);
    },
  );

  claim(
    'The `GridValueGetterParams`, `GridValueFormatterParams` and `GridValueSetterParams` types were removed.',
    () => {
      const models = readInstalledFile('@mui/x-data-grid/models/colDef/gridColDef.d.ts');
      expect(models).not.toMatch(/GridValue(Getter|Formatter|Setter)Params/);
      for (const type of ['GridValueGetter', 'GridValueFormatter', 'GridValueSetter'])
        expect(models).toContain(`type ${type}<`);
    },
  );

  claim('`GridPinnedPosition` was renamed `GridPinnedColumnPosition`', () => {
    expect(
      readInstalledFile('@mui/x-data-grid-pro/hooks/features/columnPinning/gridColumnPinningInterface.d.ts'),
    ).toContain('pinnedColumns: GridPinnedColumnFields');
    expect('GridPinnedColumnPosition' in community).toBe(true);
    expect('GridPinnedPosition' in pro).toBe(false);
  });

  claim('The `SUBMIT_FILTER_STROKE_TIME` and `SUBMIT_FILTER_DATE_STROKE_TIME` constants were removed', () => {
    expect('SUBMIT_FILTER_STROKE_TIME' in community || 'SUBMIT_FILTER_DATE_STROKE_TIME' in community).toBe(false);
    expect(DATA_GRID_PROPS_DEFAULT_VALUES.filterDebounceMs).toBe(150);
  });

  claim(
    'the `unstable_` prefix was dropped from the related selectors, for example `gridHeaderFilteringStateSelector`',
    () => {
      expect(typeof pro.gridHeaderFilteringStateSelector).toBe('function');
      expect('unstable_gridHeaderFilteringStateSelector' in pro).toBe(false);
      expect(pro.DATA_GRID_PRO_PROPS_DEFAULT_VALUES.headerFilters).toBe(false);
    },
  );

  claim(
    'Clipboard paste is on by default, and `ignoreValueFormatterDuringExport` and `splitClipboardPastedText` are no longer prefixed.',
    () => {
      const defaults = premium.DATA_GRID_PREMIUM_PROPS_DEFAULT_VALUES;
      expect(defaults.disableClipboardPaste).toBe(false);
      expect(defaults.ignoreValueFormatterDuringExport).toBe(false);
      expect(typeof defaults.splitClipboardPastedText).toBe('function');
      expect(Object.keys(defaults).filter((key) => /^unstable_.*(clipboard|export)/i.test(key))).toEqual([]);
    },
  );

  claim(
    'selectors `gridFocusColumnGroupHeaderSelector` and `gridTabIndexColumnGroupHeaderSelector` lost their `unstable_` prefix.',
    () => {
      expect(typeof community.gridFocusColumnGroupHeaderSelector).toBe('function');
      expect(typeof community.gridTabIndexColumnGroupHeaderSelector).toBe('function');
      expect('unstable_gridFocusColumnGroupHeaderSelector' in community).toBe(false);
    },
  );

  claim('Removed classes: `cellContent`, `cell--withRenderer`', () => {
    const classes = Object.keys(community.gridClasses);
    for (const name of [
      'cellContent',
      'cell--withRenderer',
      'pinnedColumns--left',
      'pinnedColumns--right',
      'columnHeadersInner',
      'columnHeadersInner--scrollable',
      'columnHeaderDropZone',
      'pinnedColumnHeaders',
      'pinnedColumnHeaders--left',
      'pinnedColumnHeaders--right',
    ]) {
      expect([name, classes.includes(name)]).toEqual([name, false]);
    }
  });

  claim(
    '`columnHeader--showColumnBorder` was split into `columnHeader--withLeftBorder` and `columnHeader--withRightBorder`.',
    () => {
      const classes = Object.keys(community.gridClasses);
      expect(classes).not.toContain('columnHeader--showColumnBorder');
      expect(classes).toEqual(
        expect.arrayContaining(['columnHeader--withLeftBorder', 'columnHeader--withRightBorder']),
      );
    },
  );
});

describe('v7 grid at work', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const filterArgs: unknown[][] = [];
  const warn = vi.spyOn(console, 'warn');
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <div>
        <div id="dense">
          <DataGrid
            apiRef={apiRef}
            autoHeight
            density="compact"
            slots={{ toolbar: GridToolbar }}
            rows={[
              { id: 1, n: 1, country: 'fr', day: new Date(2024, 0, 5) },
              { id: 2, n: 2, country: 'de', day: new Date(2024, 5, 1) },
            ]}
            columns={[
              { field: 'n', type: 'number', display: 'flex' },
              {
                field: 'country',
                type: 'singleSelect',
                valueOptions: [
                  { code: 'fr', name: 'France' },
                  { code: 'de', name: 'Germany' },
                ],
                getOptionValue: (option) => (option as { code: string }).code,
                getOptionLabel: (option) => (option as { name: string }).name,
              },
              { field: 'day', type: 'date' },
            ]}
          />
        </div>
        <div id="initial">
          <DataGrid
            autoHeight
            slots={{ toolbar: GridToolbar }}
            initialState={{ density: 'compact' }}
            rows={rows}
            columns={[{ field: 'label' }]}
          />
        </div>
      </div>,
    ).container;
  });
  const root = (id: string) => grid.querySelector(`#${id} .MuiDataGrid-root`)!;
  const chooseStandardDensity = async (id: string) => {
    fireEvent.click(grid.querySelector(`#${id} button[aria-label="Density"]`)!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Standard' }));
  };

  claim("Passing `density` alone now pins the density: the toolbar selector can't change it any more.", async () => {
    await chooseStandardDensity('dense');
    expect(root('dense').classList).toContain('MuiDataGrid-root--densityCompact');
  });

  claim('Either move it to `initialState`, or control it:', async () => {
    await chooseStandardDensity('initial');
    expect(root('initial').classList).toContain('MuiDataGrid-root--densityStandard');
  });

  claim('Put them on the `singleSelect` column once:', () => {
    expect(grid.querySelector('#dense [data-id="1"] [data-field="country"]')!.textContent).toBe('France');
  });

  claim("set `display: 'flex'` on the column", () => {
    expect(grid.querySelector('#dense [data-id="1"] [data-field="n"]')!.classList).toContain('MuiDataGrid-cell--flex');
    expect(grid.querySelector('#dense [data-id="1"] [data-field="day"]')!.classList).not.toContain(
      'MuiDataGrid-cell--flex',
    );
  });

  claim('Strings in a `filterModel` you provide are still accepted.', () => {
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'day', operator: 'after', value: '2024-03-01' }] }));
    expect(
      [...grid.querySelectorAll('#dense [role="row"][data-id]')].map((row) => row.getAttribute('data-id')),
    ).toEqual(['2']);
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim('For `date` and `dateTime` columns, filter values set from the UI are `Date` objects.', () => {
    act(() => apiRef.current.showFilterPanel('day'));
    const input = document.querySelector('.MuiDataGrid-filterForm input[type="date"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2024-03-01' } });
    return waitFor(() => expect(apiRef.current.state.filter.filterModel.items[0]?.value).toBeInstanceOf(Date)).finally(
      () => {
        act(() => apiRef.current.hidePreferences());
        act(() => apiRef.current.setFilterModel({ items: [] }));
      },
    );
  });

  claim('The function they return receives `(value, row, column, apiRef)` instead of cell params', () => {
    act(() =>
      apiRef.current.updateColumns([
        {
          field: 'n',
          type: 'number',
          filterOperators: [
            {
              value: 'odd',
              label: 'odd',
              getApplyFilterFn:
                () =>
                (...args: unknown[]) => (filterArgs.push(args), (args[0] as number) % 2 === 1),
            },
          ],
        },
      ]),
    );
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: 'odd', value: 'x' }] }));
    const [value, row, column, ref] = filterArgs[0]!;
    expect(value).toBe(1);
    expect(row).toMatchObject({ id: 1, n: 1 });
    expect((column as GridColDef).field).toBe('n');
    expect(typeof (ref as React.MutableRefObject<GridApi>).current.getRow).toBe('function');
    expect([...grid.querySelectorAll('#dense [role="row"][data-id]')].map((r) => r.getAttribute('data-id'))).toEqual([
      '1',
    ]);
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim(
    'A quick filter function that needs the displayed text now asks for it: `apiRef.current.getRowFormattedValue(row, column)`.',
    () => {
      const column = apiRef.current.getColumn('country');
      expect(apiRef.current.getRowFormattedValue(apiRef.current.getRow(2)!, column)).toBe('Germany');
    },
  );

  claim('without it, memoized selectors share one cache between grids and log a warning in development', () => {
    warn.mockClear();
    // The v6 way, a state object instead of the apiRef: the types of 7.21.0 no longer allow it, the runtime warns.
    community.gridFilteredSortedRowIdsSelector(apiRef.current.state as never);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/instanceId/);
  });

  claim('`role="grid"` and the ARIA counts moved from the root element to `.MuiDataGrid-main`.', () => {
    const main = grid.querySelector('#dense [role="grid"]')!;
    expect(main.classList).toContain('MuiDataGrid-main');
    expect(main.getAttribute('aria-rowcount')).toBe('3');
    expect(main.getAttribute('aria-colcount')).toBe('3');
    expect(root('dense').getAttribute('role')).toBeNull();
  });

  claim("The `Mui-hovered` class isn't needed any more.", () => {
    const row = grid.querySelector('#dense [role="row"][data-id="1"]')!;
    fireEvent.mouseEnter(row);
    fireEvent.mouseOver(row);
    expect(row.classList).not.toContain('Mui-hovered');
  });

  claim("By default they use the theme's `palette.background.default`.", () => {
    expect(getComputedStyle(root('dense')).getPropertyValue('--DataGrid-containerBackground').trim()).toBe('#fff');
    expect(getComputedStyle(root('dense')).getPropertyValue('--DataGrid-pinnedBackground').trim()).toBe('#fff');
  });

  claim(
    '`GridToolbarColumnsButton`, `GridToolbarFilterButton`, `GridToolbarDensitySelector` and `GridToolbarExport` now wrap their button in a tooltip.',
    async () => {
      fireEvent.mouseOver(grid.querySelector('#dense button[aria-label="Select columns"]')!);
      expect(await screen.findByRole('tooltip')).toBeTruthy();
    },
  );
});

describe('v7 columns management panel', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  beforeAll(() => {
    render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={[{ field: 'n' }, { field: 'label' }]}
        slotProps={{ columnsManagement: { disableResetButton: true } }}
      />,
    );
    act(() => apiRef.current.showPreferences(community.GridPreferencePanelsValue.columns));
  });

  claim('The list of columns with visibility switches is now its own slot, `columnsManagement`.', () => {
    expect(document.querySelector('.MuiDataGrid-panel .MuiDataGrid-columnsManagement')).not.toBeNull();
  });
  claim('Props that configured that list move from `slotProps.columnsPanel` to `slotProps.columnsManagement`', () => {
    const buttons = [...document.querySelectorAll('.MuiDataGrid-panel button')].map((button) => button.textContent);
    expect(buttons).not.toContain('Reset');
  });
  claim('The two "Show all" and "Hide all" buttons became a single toggle', () => {
    expect(screen.getAllByRole('checkbox', { name: /Show\/Hide All/i })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^(Show all|Hide all)$/i })).toBeNull();
  });
});

describe('v7 Premium cell selection', () => {
  claim('The matching API methods lost the prefix too', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<premium.GridApi>;
    render(
      <premium.DataGridPremium apiRef={apiRef} autoHeight cellSelection rows={rows} columns={[{ field: 'label' }]} />,
    );
    for (const method of [
      'getCellSelectionModel',
      'getSelectedCellsAsArray',
      'isCellSelected',
      'selectCellRange',
      'setCellSelectionModel',
    ]) {
      expect([method, typeof (apiRef.current as unknown as Record<string, unknown>)[method]]).toEqual([
        method,
        'function',
      ]);
    }
    act(() => apiRef.current.selectCellRange({ id: 1, field: 'label' }, { id: 2, field: 'label' }));
    // The rows are in the order 1, 3, 2: the range from row 1 to row 2 covers row 3.
    expect(apiRef.current.isCellSelected(3, 'label')).toBe(true);
  });
});

describe('v7 packages move together', () => {
  claim('Bump every grid package to the same major:', () => {
    // Pro depends on the Community grid of its own exact version, and Premium on both.
    expect(gridManifest('x-data-grid-pro').dependencies['@mui/x-data-grid']).toBe('7.21.0');
    expect(gridManifest('x-data-grid-premium').dependencies['@mui/x-data-grid-pro']).toBe('7.21.0');
  });
});

describe('v7 theme mixins', () => {
  const background = (theme: Theme) => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <DataGrid autoHeight rows={rows} columns={[{ field: 'label' }]} />
      </ThemeProvider>,
    );
    const style = getComputedStyle(container.querySelector('.MuiDataGrid-root')!);
    return ['--DataGrid-containerBackground', '--DataGrid-pinnedBackground'].map((name) =>
      style.getPropertyValue(name).trim(),
    );
  };
  const mixins = { MuiDataGrid: { containerBackground: 'rgb(1, 2, 3)', pinnedBackground: 'rgb(4, 5, 6)' } };

  claim(
    'In 7.21 you can set other colours with `containerBackground` and `pinnedBackground` under `theme.mixins.MuiDataGrid` (`containerBackground` is ignored when the theme uses CSS variables)',
    () => {
      expect(background(createTheme({ mixins }))).toEqual(['rgb(1, 2, 3)', 'rgb(4, 5, 6)']);
      const [container, pinned] = background(createTheme({ cssVariables: true, mixins }));
      expect(container).toMatch(/^var\(--mui-palette-background-default/);
      expect(pinned).toBe('rgb(4, 5, 6)');
    },
  );
});
