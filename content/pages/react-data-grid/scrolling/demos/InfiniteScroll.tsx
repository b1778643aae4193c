import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const ALL_ROWS = generateEmployees(200, 17);
const BATCH_SIZE = 40;

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function InfiniteScroll() {
  const [rows, setRows] = React.useState<Employee[]>(() => ALL_ROWS.slice(0, BATCH_SIZE));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = () => {
    if (loading || rows.length >= ALL_ROWS.length) {
      return;
    }
    setLoading(true);
    // Simulates a request for the next batch.
    timer.current = setTimeout(() => {
      setRows((previous) => ALL_ROWS.slice(0, previous.length + BATCH_SIZE));
      setLoading(false);
    }, 800);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
        onRowsScrollEnd={loadMore}
        scrollEndThreshold={120}
        hideFooterPagination
      />
    </Box>
  );
}
