import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';
import { generateEmployees } from '@content/demoData';

const DATABASE = generateEmployees(200, 87);

type Totals = { count: number; salary: number };

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

// Untyped rows: the columns also render the pinned totals row, which is not an Employee.
const columns: GridColDef[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value === undefined ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function ServerTotalsRow() {
  // Totals come with each answer and are shown in a pinned row: the server aggregates every matching row.
  const [totals, setTotals] = React.useState<Totals | null>(null);

  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ paginationModel, filterModel }) =>
        new Promise<GridGetRowsResponse>((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
            const matching = DATABASE.filter((row) =>
              words.every((word) => `${row.fullName} ${row.department}`.toLowerCase().includes(word)),
            );
            const { page, pageSize } = paginationModel;
            setTotals({ count: matching.length, salary: matching.reduce((sum, row) => sum + row.salary, 0) });
            resolve({ rows: matching.slice(page * pageSize, (page + 1) * pageSize), rowCount: matching.length });
          }, 500);
          timers.current.add(timer);
        }),
    }),
    [],
  );

  const pinnedRows: GridPinnedRowsProp = React.useMemo(
    () => ({
      bottom: totals ? [{ id: 'totals', fullName: `Total of ${totals.count} rows`, salary: totals.salary }] : [],
    }),
    [totals],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        // Totals are set as a side effect of each request: a cached answer would skip it.
        unstable_dataSourceCache={null}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        disableColumnFilter
        slots={{ toolbar: SearchToolbar }}
      />
    </Box>
  );
}
