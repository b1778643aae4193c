import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface StockLine {
  id: number;
  item: string;
  quantity: number;
  location: string;
}

const INITIAL_ROWS: StockLine[] = [
  { id: 1, item: 'Copper wire', quantity: 120, location: 'A-1' },
  { id: 2, item: 'Steel bolts', quantity: 800, location: 'A-2' },
  { id: 3, item: 'Cable ties', quantity: 2500, location: 'B-1' },
  { id: 4, item: 'Fuses', quantity: 300, location: 'B-4' },
  { id: 5, item: 'Relays', quantity: 45, location: 'C-2' },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'item', headerName: 'Item', width: 140, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'location', headerName: 'Location', width: 110, editable: true },
];

const SAMPLE = 'Brass nuts,640,A-3\nSolder,75,C-1';

// Lines on any line break, cells on commas; a trailing line break adds no empty row.
function splitCommaSeparated(text: string): string[][] {
  return text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(',').map((cell) => cell.trim()));
}

export default function CommaSeparatedPasteGrid() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);

  const processRowUpdate = React.useCallback((newRow: StockLine) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Comma-separated text to copy"
        multiline
        fullWidth
        defaultValue={SAMPLE}
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          processRowUpdate={processRowUpdate}
          splitClipboardPastedText={splitCommaSeparated}
        />
      </Box>
    </Box>
  );
}
