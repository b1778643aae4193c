import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(30, 8);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'incoTerm', headerName: 'Incoterm', width: 100 },
];

// The order the grid starts with, different from the order of `columns`.
const initialOrder = ['status', 'commodity', 'quantity', 'unitPrice', 'traderName', 'incoTerm'];

export default function SaveColumnOrder() {
  const apiRef = useGridApiRef();
  const [savedOrder, setSavedOrder] = React.useState<string[]>(initialOrder);

  const saveOrder = () => {
    const fields = apiRef.current.exportState().columns?.orderedFields;
    if (fields) {
      setSavedOrder(fields);
    }
  };

  const restoreOrder = () => {
    apiRef.current.restoreState({ columns: { orderedFields: savedOrder } });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnIndex('traderName', 0)}>
          Move Trader first
        </Button>
        <Button size="small" variant="outlined" onClick={saveOrder}>
          Save order
        </Button>
        <Button size="small" variant="outlined" onClick={restoreOrder}>
          Restore saved order
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Saved: {savedOrder.join(', ')}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { orderedFields: initialOrder } }}
        />
      </Box>
    </Box>
  );
}
