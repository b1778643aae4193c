import * as React from 'react';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(20, 53);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function NoResultsLabelGrid() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        localeText={{ noResultsOverlayLabel: 'No employee matches these filters.' }}
        // No salary is this high, so the grid opens on the no-results overlay.
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>', value: 1000000 }] } },
        }}
      />
    </div>
  );
}
