import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 26);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'role', headerName: 'Role', width: 120, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 90, editable: true },
];

export default function PreventDefault() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Delete and Backspace no longer clear a focused cell, and clicking a header doesn&apos;t sort: use the column
        menu to sort instead.
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellKeyDown={(params, event) => {
            if (params.cellMode === 'view' && (event.key === 'Delete' || event.key === 'Backspace')) {
              // The grid's own handler would start editing with an empty value.
              event.defaultMuiPrevented = true;
            }
          }}
          onColumnHeaderClick={(_params, event) => {
            // The grid's own handler would sort the column.
            event.defaultMuiPrevented = true;
          }}
        />
      </Box>
    </Box>
  );
}
