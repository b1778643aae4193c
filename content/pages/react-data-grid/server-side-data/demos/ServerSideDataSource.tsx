import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridToolbar,
  type GridColDef,
  type GridDataSource,
  type GridFilterItem,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

// The "database" of the simulated server.
const DATABASE = generateEmployees(1000, 80);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

function matchesItem(row: Employee, item: GridFilterItem): boolean {
  const raw = row[item.field as keyof Employee];
  const value = item.value as unknown;
  switch (item.operator) {
    case 'isEmpty':
      return raw == null || raw === '';
    case 'isNotEmpty':
      return raw != null && raw !== '';
    default:
  }
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return true; // An incomplete filter item doesn't filter anything.
  }
  const text = String(raw).toLowerCase();
  const target = String(value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(target);
    case 'doesNotContain':
      return !text.includes(target);
    case 'equals':
      return text === target;
    case 'doesNotEqual':
      return text !== target;
    case 'startsWith':
      return text.startsWith(target);
    case 'endsWith':
      return text.endsWith(target);
    case 'isAnyOf':
      return (value as unknown[]).some((option) => String(option).toLowerCase() === text);
    case '=':
      return Number(raw) === Number(value);
    case '!=':
      return Number(raw) !== Number(value);
    case '>':
      return Number(raw) > Number(value);
    case '>=':
      return Number(raw) >= Number(value);
    case '<':
      return Number(raw) < Number(value);
    case '<=':
      return Number(raw) <= Number(value);
    default:
      return true;
  }
}

// What a real back end would do with the query: filter, sort, count, then cut one page.
function runQuery(params: GridGetRowsParams): GridGetRowsResponse {
  const { filterModel, sortModel, paginationModel } = params;
  let result = DATABASE.filter((row) => {
    const results = filterModel.items.map((item) => matchesItem(row, item));
    const passesItems =
      filterModel.logicOperator === 'or' ? results.length === 0 || results.some(Boolean) : results.every(Boolean);
    const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
    const passesQuickFilter = words.every((word) =>
      [row.fullName, row.department, row.country].some((text) => text.toLowerCase().includes(word)),
    );
    return passesItems && passesQuickFilter;
  });
  if (sortModel.length > 0) {
    result = [...result].sort((a, b) => {
      for (const { field, sort } of sortModel) {
        const left = a[field as keyof Employee];
        const right = b[field as keyof Employee];
        const order = left < right ? -1 : left > right ? 1 : 0;
        if (order !== 0) {
          return sort === 'desc' ? -order : order;
        }
      }
      return 0;
    });
  }
  const start = paginationModel.page * paginationModel.pageSize;
  return { rows: result.slice(start, start + paginationModel.pageSize), rowCount: result.length };
}

export default function ServerSideDataSource() {
  // Pending "network" timers, cleared if the demo unmounts.
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  // Must be stable: a new data source object makes the grid fetch again from scratch.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        new Promise<GridGetRowsResponse>((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            resolve(runQuery(params));
          }, 600);
          timers.current.add(timer);
        }),
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}
