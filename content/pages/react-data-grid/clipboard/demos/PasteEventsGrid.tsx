import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(20, 57);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 140, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'traderName', headerName: 'Trader', width: 170, editable: true },
];

// Stands in for a save request per row.
const saveRow = (row: Commodity) => new Promise<Commodity>((resolve) => setTimeout(() => resolve(row), 300));

export default function PasteEventsGrid() {
  const [loading, setLoading] = React.useState(false);
  const [status, setStatus] = React.useState('Copy some cells, then paste them elsewhere.');

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <div style={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          loading={loading}
          processRowUpdate={saveRow}
          onClipboardPasteStart={({ data }) => {
            setLoading(true);
            setStatus(`Pasting ${data.length} line(s)…`);
          }}
          onClipboardPasteEnd={() => {
            setLoading(false);
            setStatus('Paste saved.');
          }}
        />
      </div>
    </div>
  );
}
