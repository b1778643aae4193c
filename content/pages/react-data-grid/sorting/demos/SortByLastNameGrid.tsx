import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn, gridStringOrNumberComparator } from '@mui/x-data-grid';
import { DEMO_TODAY, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(20, 61);

// The cell shows "First Last", but people are sorted by last name, then first name.
const lastNameComparator: GridComparatorFn<string> = (_a, _b, cellParams1, cellParams2) => {
  const row1: Employee = cellParams1.api.getRow(cellParams1.id);
  const row2: Employee = cellParams2.api.getRow(cellParams2.id);
  return (
    gridStringOrNumberComparator(row1.lastName, row2.lastName, cellParams1, cellParams2) ||
    gridStringOrNumberComparator(row1.firstName, row2.firstName, cellParams1, cellParams2)
  );
};

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name (sorted by last name)',
    width: 230,
    sortComparator: lastNameComparator,
  },
  {
    field: 'seniority',
    headerName: 'Years in company',
    type: 'number',
    width: 150,
    // A derived value: the grid sorts on what valueGetter returns.
    valueGetter: (_value, row) => DEMO_TODAY.year() - row.joinDate.getFullYear(),
  },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function SortByLastNameGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] } }}
      />
    </Box>
  );
}
