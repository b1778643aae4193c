import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const BATCHES = [generateCommodities(30, 11), generateCommodities(30, 12), generateCommodities(30, 13)];

const columns: GridColDef<Commodity>[] = [
  { field: 'desk', headerName: 'Desk', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
];

function RefreshingOverlay() {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        bgcolor: 'action.hover',
      }}
    >
      <LinearProgress />
      <Typography variant="body2" sx={{ p: 2, textAlign: 'center' }}>
        Fetching the latest trades…
      </Typography>
    </Box>
  );
}

export default function CustomLoadingOverlay() {
  const [batch, setBatch] = React.useState(0);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setBatch((previous) => (previous + 1) % BATCHES.length);
      setLoading(false);
    }, 1500);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={refresh} disabled={loading} sx={{ mb: 1 }}>
        Refresh
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={BATCHES[batch] ?? []}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: RefreshingOverlay }}
        />
      </Box>
    </Box>
  );
}
