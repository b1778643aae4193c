import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(40, 5);

const columns: GridColDef<Commodity>[] = [
  { field: 'desk', headerName: 'Desk', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'incoTerm', headerName: 'Incoterm', width: 100 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', flex: 1, minWidth: 130 },
];

// A reusable, pre-styled grid for a whole application.
const LedgerGrid = styled(DataGrid<Commodity>)(({ theme }) => ({
  border: 0,
  '--DataGrid-rowBorderColor': theme.palette.divider,
  [`& .${gridClasses.columnHeaders}`]: {
    borderBottom: `2px solid ${theme.palette.text.primary}`,
  },
  [`& .${gridClasses.cell}`]: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  [`& .${gridClasses.row}.Mui-selected`]: {
    backgroundColor: theme.palette.action.selected,
  },
}));

export default function StyledGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <LedgerGrid rows={rows} columns={columns} showCellVerticalBorder showColumnVerticalBorder />
    </Box>
  );
}
