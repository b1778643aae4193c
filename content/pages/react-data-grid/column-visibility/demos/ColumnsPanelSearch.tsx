import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbarColumnsButton, GridToolbarContainer, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(30, 41);

// `description` doubles as the header tooltip and as search keywords for the panel.
const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 160, description: 'person identity' },
  { field: 'email', headerName: 'Email', width: 220, description: 'contact' },
  { field: 'country', headerName: 'Country', width: 120, description: 'location address' },
  { field: 'city', headerName: 'City', width: 120, description: 'location address' },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, description: 'money pay' },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90, description: 'review performance' },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 120, description: 'contract start' },
];

// Match the header title or any keyword in the description; `search` arrives lower-cased.
const matchTitleOrKeywords = (column: GridColDef, search: string) =>
  `${column.headerName ?? column.field} ${column.description ?? ''}`.toLowerCase().includes(search);

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnsPanelSearch() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsManagement: {
            searchPredicate: matchTitleOrKeywords,
            // Show/Hide All only affects the columns the search matched.
            toggleAllMode: 'filteredOnly',
          },
        }}
      />
    </Box>
  );
}
