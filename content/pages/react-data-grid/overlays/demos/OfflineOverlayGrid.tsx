import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(20, 14);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// GridOverlay brings the size, centring and background of the built-in overlays.
function OfflineOverlay() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1, color: 'text.secondary' }}>
      <CloudOffIcon fontSize="large" />
      <Typography variant="body2">You are offline. Reconnect to load the trades.</Typography>
    </GridOverlay>
  );
}

export default function OfflineOverlayGrid() {
  const [online, setOnline] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={online} onChange={(event) => setOnline(event.target.checked)} />}
        label="Online"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 320 }}>
        <DataGrid rows={online ? ROWS : []} columns={columns} slots={{ noRowsOverlay: OfflineOverlay }} />
      </Box>
    </Box>
  );
}
