import { render } from '@testing-library/react';
import * as community from '@mui/x-data-grid';
import { DataGrid, GRID_DEFAULT_LOCALE_TEXT, type GridApi } from '@mui/x-data-grid';
import * as pro from '@mui/x-data-grid-pro';
import * as premium from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { readInstalledFile } from '@/claims/readInstalledFile';

// The page describes the v5 → v6 move. v5 and v6 are not installed; each test checks that 7.21 has the v6 shape the
// page describes (the new names, and the old ones gone), which v7 kept.
const gridProps = readInstalledFile('@mui/x-data-grid/models/props/DataGridProps.d.ts');
const anyExports = (name: string) => [community, pro, premium].some((module) => name in module);

describe('v6 names in 7.21', () => {
  claim(
    'v6 renamed the row selection props to make room for cell selection, replaced the page props with a pagination model and made the new editing API the only one.',
    () => {
      expect(gridProps).toMatch(/\browSelectionModel\?:/);
      expect(gridProps).toMatch(/\bpaginationModel\?:/);
      expect(gridProps).not.toMatch(/\bselectionModel\?:|\bpageSize\?:|\bonPageChange\?:/);
      expect(gridProps).not.toContain('newEditingApi');
    },
  );

  claim('The selection model type was renamed from `GridSelectionModel` to `GridRowSelectionModel`.', () => {
    expect(readInstalledFile('@mui/x-data-grid/models/gridRowSelectionModel.d.ts')).toContain(
      'export type GridRowSelectionModel',
    );
    expect(
      readInstalledFile('@mui/x-data-grid/models/index.d.ts') +
        readInstalledFile('@mui/x-data-grid/models/gridRowSelectionModel.d.ts'),
    ).not.toMatch(/\bGridSelectionModel\b/);
  });

  claim('`disableIgnoreModificationsIfProcessingProps`: its `true` behaviour became the default.', () => {
    expect(gridProps).not.toContain('disableIgnoreModificationsIfProcessingProps');
  });

  claim(
    '`disableExtendRowFullWidth` (codemod): use `showCellVerticalBorder` / `showColumnVerticalBorder` to control borders.',
    () => {
      expect(gridProps).not.toContain('disableExtendRowFullWidth');
      expect(community.DATA_GRID_PROPS_DEFAULT_VALUES.showCellVerticalBorder).toBe(false);
      expect(community.DATA_GRID_PROPS_DEFAULT_VALUES.showColumnVerticalBorder).toBe(false);
    },
  );

  claim('`columnTypes`: declare custom column types by spreading a shared column definition', () => {
    expect(gridProps).not.toMatch(/\bcolumnTypes\?:/);
  });

  claim(
    'The `aggregation` and `rowPinning` flags of `experimentalFeatures` were removed: both features are stable (codemod).',
    () => {
      const premiumFlags = readInstalledFile('@mui/x-data-grid-premium/models/dataGridPremiumProps.d.ts').match(
        /interface GridExperimentalPremiumFeatures[^}]*\}/,
      )![0];
      expect(premiumFlags).not.toMatch(/aggregation|rowPinning/);
    },
  );

  claim('`operator` is required on every filter item.', () => {
    expect(readInstalledFile('@mui/x-data-grid/models/gridFilterItem.d.ts')).toMatch(/\n\s+operator: string;/);
  });

  claim(
    '`apiRef.current.setFilterLinkOperator` became `setFilterLogicOperator`, the `filterPanelLinkOperator` locale key became `filterPanelLogicOperator`',
    () => {
      expect(GRID_DEFAULT_LOCALE_TEXT.filterPanelLogicOperator).toBe('Logic operator');
      expect('filterPanelLinkOperator' in GRID_DEFAULT_LOCALE_TEXT).toBe(false);
    },
  );

  claim('The other renames are `HideGridColMenuItem` → `GridColumnMenuHideItem`', () => {
    for (const name of ['GridColumnMenuHideItem', 'GridColumnMenuColumnsItem'])
      expect([name, name in community]).toEqual([name, true]);
    expect(
      'GridColumnMenuPinningItem' in pro &&
        'GridColumnMenuAggregationItem' in premium &&
        'GridColumnMenuGroupingItem' in premium,
    ).toBe(true);
    for (const old of [
      'HideGridColMenuItem',
      'GridColumnsMenuItem',
      'GridColumnPinningMenuItems',
      'GridAggregationColumnMenuItem',
    ]) {
      expect([old, anyExports(old)]).toEqual([old, false]);
    }
  });

  claim(
    'Other renamed selectors: `gridVisibleSortedRowEntriesSelector` → `gridExpandedSortedRowEntriesSelector`',
    () => {
      const renamed = {
        gridVisibleSortedRowEntriesSelector: 'gridExpandedSortedRowEntriesSelector',
        gridVisibleRowCountSelector: 'gridExpandedRowCountSelector',
        allGridColumnsSelector: 'gridColumnDefinitionsSelector',
        visibleGridColumnsSelector: 'gridVisibleColumnDefinitionsSelector',
        allGridColumnsFieldsSelector: 'gridColumnFieldsSelector',
      };
      for (const [old, name] of Object.entries(renamed))
        expect([old, old in community, name in community]).toEqual([old, false, true]);
    },
  );

  claim('`gridColumnsSelector` and `gridColumnsMetaSelector` were removed.', () => {
    expect(anyExports('gridColumnsSelector') || anyExports('gridColumnsMetaSelector')).toBe(false);
    for (const name of [
      'gridColumnLookupSelector',
      'gridColumnVisibilityModelSelector',
      'gridColumnsTotalWidthSelector',
      'gridColumnPositionsSelector',
    ]) {
      expect([name, name in community]).toEqual([name, true]);
    }
  });

  claim('The `rowsScroll` event became `scrollPositionChange`.', () => {
    const events = readInstalledFile('@mui/x-data-grid/models/events/gridEventLookup.d.ts');
    expect(events).toContain('scrollPositionChange:');
    expect(events).not.toMatch(/\browsScroll:|cellNavigationKeyDown:|columnHeaderNavigationKeyDown:/);
  });

  claim('Removed hooks: `useGridApi` and `useGridState` (use `apiRef.current`).', () => {
    expect(anyExports('useGridApi') || anyExports('useGridState')).toBe(false);
  });

  claim('Removed types: `GridColumns` (use `GridColDef[]`)', () => {
    const index =
      readInstalledFile('@mui/x-data-grid/models/index.d.ts') +
      readInstalledFile('@mui/x-data-grid/models/colDef/index.d.ts');
    expect(index).not.toMatch(
      /\bGridColumns\b|\bGridEnrichedColDef\b|\bGridRowData\b|\bGridCellValue\b|\bGridDensityTypes\b/,
    );
    expect(readInstalledFile('@mui/x-data-grid/models/colDef/gridColDef.d.ts')).toContain('GridActionsColDef');
  });

  claim('CSS classes: `.MuiDataGrid-withBorder` → `.MuiDataGrid-withBorderColor` (it only sets `border-color`)', () => {
    const classes = Object.keys(community.gridClasses);
    expect(classes).toEqual(expect.arrayContaining(['withBorderColor', 'filterFormLogicOperatorInput']));
    expect(classes).not.toContain('withBorder');
    expect(classes).not.toContain('filterFormLinkOperatorInput');
  });

  claim('v7 removed the old props', () => {
    expect(gridProps).not.toMatch(/\bcomponents\?:|\bcomponentsProps\?:/);
  });
});

describe('a 7.21 grid with the v6 behaviour', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const cellParams: Record<string, unknown>[] = [];
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={[{ id: 1, n: 3, size: 's', day: '2024-05-17', hidden: 'x' }]}
        columns={[
          { field: 'hidden', ...({ hide: true } as object) },
          { field: 'n', type: 'number', renderCell: (params) => (cellParams.push(params as never), null) },
          { field: 'nothing', valueGetter: () => 7, renderCell: () => undefined },
          {
            field: 'size',
            type: 'singleSelect',
            valueOptions: [
              { value: 's', label: 'Small' },
              { value: 'l', label: 'Large' },
            ],
          },
          { field: 'day', type: 'date', valueGetter: (value) => value && new Date(value) },
        ]}
      />,
    ).container;
  });
  const cell = (field: string) => grid.querySelector(`[data-id="1"] [data-field="${field}"]`)!;

  claim("`GridColDef['hide']` and `onColumnVisibilityChange`: use the `columnVisibilityModel` prop", () => {
    // `hide: true` is ignored: the column is shown.
    expect(cell('hidden').textContent).toBe('x');
    expect(gridProps).not.toContain('onColumnVisibilityChange?:');
  });

  claim('`renderCell` or `renderEditCell` returning `null` now renders an empty cell.', () => {
    expect(cell('n').textContent).toBe('');
  });

  claim('Return `undefined` to fall back to the formatted value.', () => {
    expect(cell('nothing').textContent).toBe('7');
  });

  claim(
    '`singleSelect` columns format their cells with the option `label` when `valueOptions` is an array of objects.',
    () => {
      expect(cell('size').textContent).toBe('Small');
    },
  );

  claim('Convert strings in a `valueGetter`', () => {
    expect(cell('day').textContent).toBe(new Date('2024-05-17').toLocaleDateString());
  });

  claim('`getValue` was removed from the cell, row, actions cell and footer params: read `params.row` instead.', () => {
    expect('getValue' in cellParams[0]!).toBe(false);
    expect(cellParams[0]!.row).toMatchObject({ id: 1, n: 3 });
  });

  claim(
    "`apiRef.current.setCellMode(id, field, 'edit')` became `startCellEditMode({ id, field })`, and `commitCellChange` became `stopCellEditMode`.",
    () => {
      const api = apiRef.current as unknown as Record<string, unknown>;
      for (const method of ['startCellEditMode', 'stopCellEditMode', 'startRowEditMode', 'stopRowEditMode'])
        expect(typeof api[method]).toBe('function');
      for (const method of [
        'setCellMode',
        'commitCellChange',
        'setFilterLinkOperator',
        'updateColumn',
        'getColumnsMeta',
        'getVisibleRowModels',
        'showError',
      ]) {
        expect([method, method in api]).toEqual([method, false]);
      }
      expect(typeof api.setFilterLogicOperator).toBe('function');
    },
  );

  claim('The `cellEditCommit` and `editCellPropsChange` events were removed.', () => {
    const events = readInstalledFile('@mui/x-data-grid/models/events/gridEventLookup.d.ts');
    expect(events).not.toMatch(/\bcellEditCommit:|\beditCellPropsChange:/);
    expect(gridProps).toContain('processRowUpdate?:');
  });
});

describe('errors and date values', () => {
  claim('the grid no longer catches rendering errors. Wrap it in a React error boundary.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('cell failed');
    };
    expect(() =>
      render(<DataGrid autoHeight rows={[{ id: 1 }]} columns={[{ field: 'id', renderCell: () => <Broken /> }]} />),
    ).toThrow('cell failed');
    expect(gridProps).not.toMatch(/\bonError\?:/);
    error.mockRestore();
  });

  claim('`date` and `dateTime` columns only accept `Date` values.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<DataGrid autoHeight rows={[{ id: 1, day: '2024-05-17' }]} columns={[{ field: 'day', type: 'date' }]} />),
    ).toThrow(/only accepts `Date` objects/);
    error.mockRestore();
  });
});
