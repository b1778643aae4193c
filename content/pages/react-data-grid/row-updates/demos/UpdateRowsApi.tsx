import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(8, 21);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function UpdateRowsApi() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(rows.length + 1);

  const firstRowId = (): GridRowId | undefined => apiRef.current.getAllRowIds()[0];

  // Partial update: only the listed fields change, the rest of the row is kept.
  const fillFirstRow = () => {
    const id = firstRowId();
    const row = id === undefined ? null : apiRef.current.getRow<Commodity>(id);
    if (row) {
      apiRef.current.updateRows([{ id: row.id, filledQuantity: row.quantity, status: 'Filled', isFilled: true }]);
    }
  };

  // An unknown id inserts a new row.
  const insertRow = () => {
    const id = nextId.current;
    nextId.current += 1;
    apiRef.current.updateRows([
      { id, commodity: 'Coffee', quantity: 5000, filledQuantity: 0, status: 'Open', isFilled: false },
    ]);
  };

  // `_action: 'delete'` removes the row with this id.
  const deleteFirstRow = () => {
    const id = firstRowId();
    if (id !== undefined) {
      apiRef.current.updateRows([{ id, _action: 'delete' }]);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={fillFirstRow}>
          Fill the first trade
        </Button>
        <Button size="small" variant="outlined" onClick={insertRow}>
          Insert a trade
        </Button>
        <Button size="small" variant="outlined" onClick={deleteFirstRow}>
          Delete the first trade
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
