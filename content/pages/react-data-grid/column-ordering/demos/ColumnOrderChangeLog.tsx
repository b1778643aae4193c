import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridEventListener } from '@mui/x-data-grid-pro';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ColumnOrderChangeLog() {
  const [message, setMessage] = React.useState('Drag a column header to a new position.');

  const handleColumnOrderChange: GridEventListener<'columnOrderChange'> = (params) => {
    setMessage(
      `"${params.column.headerName}" moved from position ${params.oldIndex} to position ${params.targetIndex}.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro rows={rows} columns={columns} onColumnOrderChange={handleColumnOrderChange} />
      </Box>
    </Box>
  );
}
