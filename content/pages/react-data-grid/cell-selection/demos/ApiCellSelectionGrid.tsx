import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(40, 37);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
];

export default function ApiCellSelectionGrid() {
  const apiRef = useGridApiRef();
  const [selectedCount, setSelectedCount] = React.useState(0);

  const selectBlock = () => {
    // Rectangle from the first cell to the second, in the current row and column order.
    apiRef.current.selectCellRange({ id: 1, field: 'quantity' }, { id: 4, field: 'totalPrice' });
  };

  const selectTotalColumn = () => {
    const model: GridCellSelectionModel = {};
    ROWS.forEach((row) => {
      model[row.id] = { totalPrice: true };
    });
    apiRef.current.setCellSelectionModel(model);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectBlock}>
          Select trades 1-4, quantity to total
        </Button>
        <Button size="small" variant="outlined" onClick={selectTotalColumn}>
          Select the Total column
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={() => setSelectedCount(apiRef.current.getSelectedCellsAsArray().length)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        getSelectedCellsAsArray() returns {selectedCount} cell(s).
      </Typography>
    </Box>
  );
}
