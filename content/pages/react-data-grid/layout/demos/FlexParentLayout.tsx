import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const allRows = generateEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function FlexParentLayout() {
  const [count, setCount] = React.useState(3);
  const rows = React.useMemo(() => allRows.slice(0, count), [count]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.max(1, c - 1))}>
          Remove a row
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.min(allRows.length, c + 1))}>
          Add a row
        </Button>
      </Stack>
      {/* No height: the grid grows and shrinks with its rows. */}
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
