import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(25, 21);

export default function RenderCellGrid() {
  const [message, setMessage] = React.useState('Click a button in the grid.');

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'fullName', headerName: 'Name', width: 160 },
      {
        field: 'email',
        headerName: 'Email',
        width: 250,
        renderCell: (params: GridRenderCellParams<Employee, string>) => (
          // `tabIndex` keeps the link out of the tab order unless the cell has focus.
          <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex}>
            {params.value}
          </Link>
        ),
      },
      {
        field: 'greet',
        headerName: 'Action',
        width: 130,
        sortable: false,
        filterable: false,
        renderCell: (params: GridRenderCellParams<Employee>) => (
          <Button
            size="small"
            variant="outlined"
            tabIndex={params.hasFocus ? 0 : -1}
            onClick={() => setMessage(`Hello, ${params.row.firstName}!`)}
          >
            Say hello
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity="info">{message}</Alert>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
