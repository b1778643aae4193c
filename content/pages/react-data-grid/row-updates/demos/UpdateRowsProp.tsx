import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const initialRows = generateEmployees(5);
// A pool of extra employees to add, generated once so every click adds the same person.
const extraRows = generateEmployees(30, 99);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function UpdateRowsProp() {
  const [rows, setRows] = React.useState<Employee[]>(initialRows);
  const nextIndex = React.useRef(0);

  const addRow = () => {
    const template = extraRows[nextIndex.current % extraRows.length];
    if (!template) {
      return;
    }
    nextIndex.current += 1;
    setRows((previous) => [...previous, { ...template, id: initialRows.length + nextIndex.current }]);
  };

  const removeLastRow = () => setRows((previous) => previous.slice(0, -1));

  // A new array with new row objects: the grid re-renders the changed rows.
  const raiseSalaries = () =>
    setRows((previous) => previous.map((row) => ({ ...row, salary: Math.round(row.salary * 1.05) })));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={removeLastRow}>
          Remove the last row
        </Button>
        <Button size="small" variant="outlined" onClick={raiseSalaries}>
          Raise every salary by 5%
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
