import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(30, 21);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// Custom properties take raw CSS values, so the theme colours are read from the theme object.
const gridVariables = (theme: Theme) => ({
  '--DataGrid-rowBorderColor': alpha(theme.palette.primary.main, 0.35),
  '--DataGrid-containerBackground': alpha(theme.palette.primary.main, 0.12),
});

export default function CssVariablesGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder sx={gridVariables} />
    </Box>
  );
}
