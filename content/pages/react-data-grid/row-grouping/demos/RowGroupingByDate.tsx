import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(150, 64);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'joinDate',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    // Dates can't be group keys: group by the year, a number.
    groupingValueGetter: (value: Date) => value.getFullYear(),
  },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
];

export default function RowGroupingByDate() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['joinDate'] },
          sorting: {
            // Years in ascending order, and each year's rows by join date.
            sortModel: [
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' },
              { field: 'joinDate', sort: 'asc' },
            ],
          },
        }}
        groupingColDef={{ headerName: 'Year joined', width: 200 }}
      />
    </Box>
  );
}
