import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFetchRowsParams,
  GridFilterItem,
  GridFilterModel,
  GridLogicOperator,
  GridSortModel,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const SERVER_ROWS = generateEmployees(3000, 5);
const FIRST_BATCH_SIZE = 20;

// Only offer the operators the fake server understands.
const stringOperators = getGridStringOperators().filter((op) =>
  ['contains', 'startsWith', 'equals'].includes(op.value),
);
const numberOperators = getGridNumericOperators().filter((op) => ['>', '<'].includes(op.value));
const selectOperators = getGridSingleSelectOperators().filter((op) => op.value === 'is');

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180, filterOperators: stringOperators },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 150,
    filterOperators: selectOperators,
  },
  { field: 'city', headerName: 'City', width: 140, filterOperators: stringOperators },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    filterOperators: numberOperators,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

function matchesItem(row: Employee, item: GridFilterItem): boolean {
  if (item.value === undefined || item.value === null || item.value === '') {
    return true;
  }
  const cell = row[item.field as keyof Employee];
  const text = String(cell).toLowerCase();
  const search = String(item.value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(search);
    case 'startsWith':
      return text.startsWith(search);
    case 'equals':
    case 'is':
      return text === search;
    case '>':
      return Number(cell) > Number(item.value);
    case '<':
      return Number(cell) < Number(item.value);
    default:
      return true;
  }
}

// What a real backend would do with the models it receives.
function queryServer(sortModel: GridSortModel, filterModel: GridFilterModel): Employee[] {
  const items = filterModel.items;
  const useOr = filterModel.logicOperator === GridLogicOperator.Or;
  let result = SERVER_ROWS.filter((row) =>
    items.length === 0
      ? true
      : useOr
        ? items.some((item) => matchesItem(row, item))
        : items.every((item) => matchesItem(row, item)),
  );
  const sortItem = sortModel[0];
  if (sortItem && sortItem.sort) {
    const field = sortItem.field as keyof Employee;
    const direction = sortItem.sort === 'asc' ? 1 : -1;
    result = [...result].sort((a, b) => {
      const left = a[field];
      const right = b[field];
      if (typeof left === 'number' && typeof right === 'number') {
        return (left - right) * direction;
      }
      return String(left).localeCompare(String(right)) * direction;
    });
  }
  return result;
}

function getQueryKey(sortModel: GridSortModel, filterModel: GridFilterModel) {
  return JSON.stringify([sortModel, filterModel.items, filterModel.logicOperator ?? 'and']);
}

export default function LazyLoadingSortFilter() {
  const apiRef = useGridApiRef();
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  const debounceTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryKey = React.useRef(getQueryKey([], { items: [] }));
  const needsReset = React.useRef(false);

  const [rows, setRows] = React.useState(() => SERVER_ROWS.slice(0, FIRST_BATCH_SIZE));
  const [rowCount, setRowCount] = React.useState(SERVER_ROWS.length);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
      clearTimeout(debounceTimer.current);
    };
  }, []);

  const fetchRange = React.useCallback(
    (start: number, end: number, sortModel: GridSortModel, filterModel: GridFilterModel) =>
      new Promise<{ rows: Employee[]; total: number }>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          const matching = queryServer(sortModel, filterModel);
          resolve({ rows: matching.slice(start, end), total: matching.length });
        }, 600);
        timers.current.add(timer);
      }),
    [],
  );

  const handleFetchRows = React.useCallback(
    (params: GridFetchRowsParams) => {
      const key = getQueryKey(params.sortModel, params.filterModel);
      if (key !== queryKey.current) {
        // Sorting or filtering changed: rows loaded so far are no longer valid.
        queryKey.current = key;
        needsReset.current = true;
      }
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(async () => {
        const reset = needsReset.current;
        const start = reset ? 0 : params.firstRowToRender;
        if (reset) {
          setLoading(true);
        }
        const response = await fetchRange(start, params.lastRowToRender, params.sortModel, params.filterModel);
        if (key !== queryKey.current) {
          return; // A newer query was sent meanwhile: drop this answer.
        }
        if (reset) {
          needsReset.current = false;
          setRowCount(response.total);
          setRows(response.rows);
          setLoading(false);
        } else {
          apiRef.current.unstable_replaceRows(start, response.rows);
        }
      }, 200);
    },
    [apiRef, fetchRange],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        rowsLoadingMode="server"
        sortingMode="server"
        filterMode="server"
        onFetchRows={handleFetchRows}
        disableMultipleColumnsSorting
      />
    </Box>
  );
}
