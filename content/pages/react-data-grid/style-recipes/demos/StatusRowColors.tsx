import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(40, 51);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'status', headerName: 'Status', width: 140 },
];

// One class per status; the colours come from the theme palette, so dark mode follows.
const STATUS_CLASS: Record<Commodity['status'], string> = {
  Open: 'status--open',
  PartiallyFilled: 'status--partial',
  Filled: 'status--filled',
  Rejected: 'status--rejected',
};

export default function StatusRowColors() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .status--partial': { bgcolor: alpha(theme.palette.warning.main, 0.15) },
        '& .status--filled': { bgcolor: alpha(theme.palette.success.main, 0.15) },
        '& .status--rejected': { bgcolor: alpha(theme.palette.error.main, 0.15) },
        // Keep a visible difference on hover and selection.
        '& .status--rejected:hover, & .status--rejected.Mui-selected': {
          bgcolor: alpha(theme.palette.error.main, 0.25),
        },
      })}
    >
      <DataGrid rows={ROWS} columns={columns} getRowClassName={(params) => STATUS_CLASS[params.row.status]} />
    </Box>
  );
}
