import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { STATUSES, generateCommodities, type Commodity } from '@content/demoData';

const INITIAL_ROWS = generateCommodities(20, 82);
const STATUS_OPTIONS: string[] = [...STATUSES];

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 120, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUS_OPTIONS,
    width: 150,
    editable: true,
    // Accept "filled", "FILLED"… and ignore anything that isn't a known status.
    pastedValueParser: (value) => STATUS_OPTIONS.find((option) => option.toLowerCase() === value.trim().toLowerCase()),
  },
  // Not editable: pasted values are ignored in this column.
  { field: 'traderName', headerName: 'Trader', width: 160 },
];

export default function ClipboardPasteGrid() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = React.useCallback((newRow: Commodity) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Select cells, copy them with Ctrl+C (⌘+C), then select other cells and paste with Ctrl+V (⌘+V). You can also
        paste from a spreadsheet.
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          // Copy raw numbers ("21000", not "21,000") so that they can be pasted back.
          ignoreValueFormatterDuringExport={{ clipboardExport: true }}
          onClipboardPasteStart={(params) =>
            setLog((previous) => [`Paste started: ${params.data.length} row(s) of data`, ...previous].slice(0, 4))
          }
          onClipboardPasteEnd={() => setLog((previous) => ['Paste finished', ...previous].slice(0, 4))}
        />
      </Box>
      <Box component="pre" sx={{ mt: 1, mb: 0, typography: 'caption', fontFamily: 'monospace' }}>
        {log.length > 0 ? log.join('\n') : 'No paste yet.'}
      </Box>
    </Box>
  );
}
