import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnFields,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(40, 11);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'traderEmail', headerName: 'Trader email', width: 240 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'counterPartyCountry', headerName: 'Counterparty', width: 150 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function ControlledPinnedColumns() {
  const apiRef = useGridApiRef();
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['commodity'],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPinnedColumns({ left: ['id', 'commodity'], right: ['status'] })}
        >
          Set model
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.pinColumn('traderName', GridPinnedColumnPosition.LEFT)}
        >
          pinColumn(traderName, left)
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.unpinColumn('commodity')}>
          unpinColumn(commodity)
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Typography variant="body2" component="pre" sx={{ mb: 1, fontFamily: 'monospace' }}>
        pinnedColumns = {JSON.stringify(pinnedColumns)}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
        />
      </Box>
    </Box>
  );
}
