import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  FilterColumnsArgs,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridToolbar,
} from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(150, 4);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'counterPartyCountry', headerName: 'Counterparty', width: 160 },
];

// In each filter row, hide the columns that another filter row already uses.
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const used = currentFilters.map((item) => item.field);
  return allColumns
    .filter((column) => column.filterable && (column.field === field || !used.includes(column.field)))
    .map((column) => column.field);
};

// "Add filter" picks the first column without a filter, and does nothing once all are used.
const getColumnForNewFilter = ({ currentFilters, columns: allColumns }: GetColumnForNewFilterArgs) => {
  const used = currentFilters.map((item) => item.field);
  return allColumns.find((column) => column.filterable && !used.includes(column.field))?.field ?? null;
};

export default function OneFilterPerColumnGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'commodity', operator: 'equals', value: 'Coffee' },
                { id: 2, field: 'status', operator: 'doesNotEqual', value: 'Rejected' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
