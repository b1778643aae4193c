import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(60);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

const VARIANTS: GridLoadingOverlayVariant[] = ['circular-progress', 'linear-progress', 'skeleton'];

export default function LoadingOverlayVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [hasRows, setHasRows] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="overlay-variant-label">variant</InputLabel>
          <Select
            labelId="overlay-variant-label"
            label="variant"
            value={variant}
            onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          >
            {VARIANTS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="overlay-no-rows-variant-label">noRowsVariant</InputLabel>
          <Select
            labelId="overlay-no-rows-variant-label"
            label="noRowsVariant"
            value={noRowsVariant}
            onChange={(event) => setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)}
          >
            {VARIANTS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={hasRows ? rows : []}
          columns={columns}
          loading
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
        />
      </Box>
    </Box>
  );
}
