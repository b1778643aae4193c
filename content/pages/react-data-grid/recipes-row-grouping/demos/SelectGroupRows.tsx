import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(60, 72);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function SelectGroupRows() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  // The selection model also holds the ids of fully selected groups: count only the trades.
  const tradeCount = selection.filter((id) => typeof id === 'number').length;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {tradeCount} trade(s) selected
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={ROWS}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={{ descendants: true, parents: true }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ rowGrouping: { model: ['desk'] } }}
        />
      </Box>
    </Box>
  );
}
