import * as React from 'react';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, Employee } from '@content/demoData';

// The whole "server" table, generated once. The grid receives it page by page.
const SERVER_ROWS = generateEmployees(200, 13);
const PAGE_SIZE = 25;
const LATENCY_MS = 700;

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function InfiniteLoading() {
  const [rows, setRows] = React.useState<Employee[]>(() => SERVER_ROWS.slice(0, PAGE_SIZE));
  const [loading, setLoading] = React.useState(false);
  const timeout = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  // Cancel a pending fetch if the demo unmounts.
  React.useEffect(() => {
    return () => {
      if (timeout.current) {
        clearTimeout(timeout.current);
      }
    };
  }, []);

  const handleRowsScrollEnd = () => {
    if (loading || rows.length >= SERVER_ROWS.length) {
      return;
    }
    setLoading(true);
    timeout.current = setTimeout(() => {
      setRows((previous) => [...previous, ...SERVER_ROWS.slice(previous.length, previous.length + PAGE_SIZE)]);
      setLoading(false);
      timeout.current = null;
    }, LATENCY_MS);
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        // A thin progress bar keeps the loaded rows readable while the next batch arrives.
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
      />
    </div>
  );
}
