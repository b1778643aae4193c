import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridFooterContainer, GridPagination, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    connectionStatus?: 'connected' | 'offline';
  }
}

const rows = generateCommodities(120, 4);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

function StatusFooter(props: GridSlotProps['footer']) {
  const { connectionStatus = 'connected' } = props;
  return (
    <GridFooterContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
        <Box
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: connectionStatus === 'connected' ? 'success.main' : 'error.main',
          }}
        />
        <Typography variant="body2">{connectionStatus === 'connected' ? 'Live prices' : 'Offline'}</Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function CustomFooter() {
  const [connectionStatus, setConnectionStatus] = React.useState<'connected' | 'offline'>('connected');

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setConnectionStatus((previous) => (previous === 'connected' ? 'offline' : 'connected'))}
      >
        {connectionStatus === 'connected' ? 'Go offline' : 'Reconnect'}
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          slots={{ footer: StatusFooter }}
          slotProps={{ footer: { connectionStatus } }}
        />
      </Box>
    </Box>
  );
}
