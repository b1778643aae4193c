import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(60, 30);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
];

function LastCellFooter() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Click a cell');

  // Inside the grid, the hook subscribes and unsubscribes for you.
  useGridApiEventHandler(apiRef, 'cellClick', (params) => {
    setMessage(`${params.colDef.headerName ?? params.field}: ${params.formattedValue ?? params.value}`);
  });

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {message}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function EventHandlerInSlot() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: LastCellFooter }} />
    </Box>
  );
}
