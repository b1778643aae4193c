import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridScrollParams } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(100, 8);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
  { field: 'traderEmail', headerName: 'Email', width: 260 },
  { field: 'counterPartyCountry', headerName: 'Country', width: 150 },
  { field: 'counterPartyCurrency', headerName: 'Currency', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
];

export default function ScrollPosition() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState({ top: 0, left: 0 });
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('scrollPositionChange', (params) => {
        setPosition({ top: Math.round(params.top), left: Math.round(params.left) });
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Chip label={`top ${position.top}px · left ${position.left}px`} />
        <Button size="small" onClick={() => apiRef.current.scroll({ top: 0, left: 0 })}>
          Back to start
        </Button>
        <Button size="small" onClick={() => setSaved(apiRef.current.getScrollPosition())}>
          Save position
        </Button>
        <Button size="small" disabled={!saved} onClick={() => saved && apiRef.current.scroll(saved)}>
          Restore position
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
