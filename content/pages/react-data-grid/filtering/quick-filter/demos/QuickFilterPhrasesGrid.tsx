import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  GridLogicOperator,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(50, 27);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'city', headerName: 'City', width: 140 },
];

// Commas separate the values, so "New York" stays one phrase.
const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

function PhraseSearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter
        quickFilterParser={parseCommaSeparated}
        quickFilterFormatter={(values) => values.join(', ')}
        debounceMs={400}
        placeholder="Design, New York…"
        sx={{ width: 280 }}
      />
    </GridToolbarContainer>
  );
}

export default function QuickFilterPhrasesGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PhraseSearchToolbar }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterLogicOperator: GridLogicOperator.Or } },
        }}
      />
    </div>
  );
}
