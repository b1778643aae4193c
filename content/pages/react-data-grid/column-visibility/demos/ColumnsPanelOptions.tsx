import * as React from 'react';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 9);

const columns: GridColDef<Employee>[] = [
  // Always visible: no "Hide column" item, disabled switch in the panel.
  { field: 'fullName', headerName: 'Name', width: 160, hideable: false },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'internalCode', headerName: 'Internal code', width: 130, valueGetter: (_value, row) => `E-${row.id}` },
];

// Columns the user should never see in the panel.
const HIDDEN_FROM_PANEL = new Set<string>([GRID_CHECKBOX_SELECTION_COL_DEF.field, 'internalCode']);

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnsPanelOptions() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{ columns: { columnVisibilityModel: { internalCode: false } } }}
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns: (cols) =>
              cols.filter((col) => !HIDDEN_FROM_PANEL.has(col.field)).map((col) => col.field),
          },
        }}
      />
    </div>
  );
}
