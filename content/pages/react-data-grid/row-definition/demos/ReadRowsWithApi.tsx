import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener, useGridApiRef } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(25, 9);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ReadRowsWithApi() {
  const apiRef = useGridApiRef();
  const [output, setOutput] = React.useState('Click a row, or use the buttons.');

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const row = apiRef.current.getRow<Employee>(params.id);
    if (row) {
      setOutput(
        `getRow(${params.id}) → ${row.fullName}, ${row.role} in ${row.department}, hired ${row.joinDate.getFullYear()}`,
      );
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setOutput(`getRowsCount() → ${apiRef.current.getRowsCount()}`)}
        >
          Count rows
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setOutput(`getAllRowIds() → ${apiRef.current.getAllRowIds().slice(0, 8).join(', ')}, …`)}
        >
          List IDs
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            let total = 0;
            apiRef.current.getRowModels().forEach((row) => {
              total += (row as Employee).salary;
            });
            setOutput(`Sum of salaries over getRowModels() → ${total.toLocaleString('en-US')}`);
          }}
        >
          Sum salaries
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {output}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} onRowClick={handleRowClick} />
      </Box>
    </Box>
  );
}
