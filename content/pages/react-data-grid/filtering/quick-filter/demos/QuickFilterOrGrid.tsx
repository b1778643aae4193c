import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(100, 8);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
];

// Values are separated by commas, so "United States, Japan" is two values.
const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter
        quickFilterParser={parseCommaSeparated}
        quickFilterFormatter={(values) => values.join(', ')}
        debounceMs={300}
        placeholder="Countries, comma separated"
        sx={{ width: 320 }}
      />
    </GridToolbarContainer>
  );
}

export default function QuickFilterOrGrid() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['United States', 'Japan'],
              // A row only needs to match one of the values.
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
