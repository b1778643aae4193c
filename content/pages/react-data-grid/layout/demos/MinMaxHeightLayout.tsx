import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const allRows = generateEmployees(30, 3);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function MinMaxHeightLayout() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => allRows.slice(0, count), [count]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.max(0, c - 2))}>
          Remove rows
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.min(allRows.length, c + 2))}>
          Add rows
        </Button>
      </Stack>
      {/* Grows with its rows between 200px and 400px, then scrolls. */}
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
