import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createRandom } from '@content/demoData';

interface Position {
  id: number;
  ticker: string;
  dailyChange: number;
  weight: number;
}

const random = createRandom(53);
const TICKERS = ['ACME', 'BOLT', 'CRUX', 'DYNA', 'EPIC', 'FLUX', 'GRID', 'HALO', 'IONX', 'JADE', 'KITE', 'LUMA'];
const ROWS: Position[] = TICKERS.map((ticker, index) => ({
  id: index + 1,
  ticker,
  dailyChange: random.float(-5, 5, 2),
  weight: random.float(0, 1, 2),
}));

const columns: GridColDef<Position>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100 },
  {
    field: 'dailyChange',
    headerName: 'Change (%)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
    // A class per sign; the sign is also in the text, so colour is not the only cue.
    cellClassName: (params) => (params.value > 0 ? 'change--up' : params.value < 0 ? 'change--down' : ''),
  },
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    // Bands rather than a continuous scale keep the number of classes small.
    cellClassName: (params) => `weight--${Math.min(3, Math.floor((params.value as number) * 4))}`,
  },
];

export default function ValueBasedCells() {
  return (
    <Box
      sx={(theme) => {
        // Lighter shades on dark backgrounds, darker ones on light backgrounds, for readable text.
        const dark = theme.palette.mode === 'dark';
        return {
          height: 420,
          width: '100%',
          '& .change--up': { color: dark ? 'success.light' : 'success.dark', fontWeight: 600 },
          '& .change--down': { color: dark ? 'error.light' : 'error.dark', fontWeight: 600 },
          '& .weight--1': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
          '& .weight--2': { bgcolor: alpha(theme.palette.primary.main, 0.24) },
          '& .weight--3': { bgcolor: alpha(theme.palette.primary.main, 0.36) },
        };
      }}
    >
      <DataGrid rows={ROWS} columns={columns} />
    </Box>
  );
}
