import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(1000, 42);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 240 },
];

export default function JumpToRow() {
  const apiRef = useGridApiRef();

  const jumpTo = (employee: Employee | null) => {
    if (!employee) {
      return;
    }
    // The index among the rows that can be reached by scrolling, after sorting and filtering.
    const index = apiRef.current.getRowIndexRelativeToVisibleRows(employee.id);
    if (index === undefined || index < 0) {
      return;
    }
    apiRef.current.scrollToIndexes({ rowIndex: index });
    apiRef.current.selectRow(employee.id, true, true);
    // Focus is grid state: the cell takes it as soon as the scroll renders it.
    apiRef.current.setCellFocus(employee.id, 'fullName');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Autocomplete
        size="small"
        options={rows}
        getOptionLabel={(option) => `${option.fullName} (#${option.id})`}
        onChange={(_event, value) => jumpTo(value)}
        renderInput={(params) => <TextField {...params} label="Jump to employee" />}
        sx={{ maxWidth: 360, mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] } }}
        />
      </Box>
    </Box>
  );
}
