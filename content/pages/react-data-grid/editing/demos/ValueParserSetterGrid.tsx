import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const INITIAL_ROWS = generateCommodities(10, 8);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  {
    field: 'traderEmail',
    headerName: 'Trader email',
    width: 230,
    editable: true,
    // Stored without surrounding spaces and in lower case, whatever the user types.
    valueParser: (value: string | undefined) => (value ?? '').trim().toLowerCase(),
  },
  {
    field: 'feePercent',
    headerName: 'Fee (%)',
    type: 'number',
    width: 110,
    editable: true,
    // The row stores a ratio (0.0125); the cell and its editor work in percent (1.25).
    valueGetter: (_value, row) => Number((row.feeRate * 100).toFixed(2)),
    valueSetter: (value: number | null, row) => ({
      ...row,
      feeRate: value === null ? row.feeRate : Number((value / 100).toFixed(4)),
    }),
  },
];

export default function ValueParserSetterGrid() {
  const [lastSaved, setLastSaved] = React.useState<Commodity | null>(null);

  const processRowUpdate = React.useCallback((newRow: Commodity) => {
    setLastSaved(newRow);
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={INITIAL_ROWS} columns={columns} processRowUpdate={processRowUpdate} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {lastSaved
          ? `Stored: { traderEmail: "${lastSaved.traderEmail}", feeRate: ${lastSaved.feeRate} }`
          : 'Edit the email (try "  Ann.Lee@EXAMPLE.com ") or the fee, then press Enter.'}
      </Typography>
    </Box>
  );
}
