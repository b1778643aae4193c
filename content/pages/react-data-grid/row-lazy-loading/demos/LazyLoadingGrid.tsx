import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridFetchRowsParams, useGridApiRef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

// The "database": 5,000 employees that only the fake server can read.
const SERVER_ROWS = generateEmployees(5000, 21);
const FIRST_BATCH_SIZE = 20;

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function LazyLoadingGrid() {
  const apiRef = useGridApiRef();
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  const debounceTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [requests, setRequests] = React.useState(0);

  // Only the first batch is passed through `rows`; the rest arrive through `onFetchRows`.
  const [initialRows] = React.useState(() => SERVER_ROWS.slice(0, FIRST_BATCH_SIZE));

  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
      clearTimeout(debounceTimer.current);
    };
  }, []);

  // Simulated network call with a fixed latency.
  const fetchSlice = React.useCallback(
    (start: number, end: number) =>
      new Promise<Employee[]>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve(SERVER_ROWS.slice(start, end));
        }, 500);
        timers.current.add(timer);
      }),
    [],
  );

  const handleFetchRows = React.useCallback(
    (params: GridFetchRowsParams) => {
      // Scrolling fires many range changes: wait until it settles before calling the server.
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(async () => {
        setRequests((count) => count + 1);
        const rows = await fetchSlice(params.firstRowToRender, params.lastRowToRender);
        apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
      }, 200);
    },
    [apiRef, fetchSlice],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ mb: 1, typography: 'body2', color: 'text.secondary' }}>Requests sent to the server: {requests}</Box>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          rowCount={SERVER_ROWS.length}
          rowsLoadingMode="server"
          onFetchRows={handleFetchRows}
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
