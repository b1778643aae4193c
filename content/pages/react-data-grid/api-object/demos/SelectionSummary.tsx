import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(60, 51);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function SelectionSummary() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState({ count: 0, total: 0, departments: [] as string[] });

  const handleSelectionChange = (_model: GridRowSelectionModel) => {
    // Read the selected rows back from the grid instead of looking them up yourself.
    const selected = Array.from(apiRef.current.getSelectedRows().keys());
    const total = selected.reduce<number>((sum, id) => sum + Number(apiRef.current.getCellValue(id, 'salary')), 0);
    const departments = Array.from(
      new Set(selected.map((id) => String(apiRef.current.getCellValue(id, 'department')))),
    );
    setSummary({ count: selected.length, total, departments });
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ height: 380, flex: '2 1 360px', minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          onRowSelectionModelChange={handleSelectionChange}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 200px', p: 2 }}>
        <Typography variant="subtitle2">Selection</Typography>
        <Typography variant="h5">{summary.count} people</Typography>
        <Typography variant="body2">Total salary: {money.format(summary.total)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {summary.departments.length > 0 ? summary.departments.join(', ') : 'No department yet'}
        </Typography>
      </Paper>
    </Box>
  );
}
