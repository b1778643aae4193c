import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  FilterColumnsArgs,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridToolbar,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 25);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
];

// Each column can hold one condition: a form lists its own column plus the unused ones.
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const used = currentFilters.map((item) => item.field);
  return allColumns
    .filter((column) => column.filterable && (column.field === field || !used.includes(column.field)))
    .map((column) => column.field);
};

// "Add filter" picks the first unused column, and does nothing once every column has a condition.
const getColumnForNewFilter = ({ currentFilters, columns: allColumns }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

export default function FilterColumnsGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
            // Keep users from wiping every condition at once.
            disableRemoveAllButton: true,
          },
        }}
        initialState={{
          filter: {
            filterModel: { items: [{ id: 1, field: 'role', operator: 'equals', value: 'Senior' }] },
          },
        }}
      />
    </Box>
  );
}
