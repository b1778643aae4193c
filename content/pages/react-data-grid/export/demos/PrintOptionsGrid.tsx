import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridPrintExportOptions, GridToolbar, useGridApiRef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(25, 76);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
];

export default function PrintOptionsGrid() {
  const apiRef = useGridApiRef();
  const [hideToolbar, setHideToolbar] = React.useState(true);
  const [hideFooter, setHideFooter] = React.useState(true);
  const [includeCheckboxes, setIncludeCheckboxes] = React.useState(false);
  const [landscape, setLandscape] = React.useState(true);

  const printOptions: GridPrintExportOptions = {
    fileName: 'trades',
    hideToolbar,
    hideFooter,
    includeCheckboxes,
    pageStyle: landscape ? '@page { size: landscape; margin: 12mm; }' : undefined,
  };

  const switches = [
    { label: 'hideToolbar', checked: hideToolbar, set: setHideToolbar },
    { label: 'hideFooter', checked: hideFooter, set: setHideFooter },
    { label: 'includeCheckboxes', checked: includeCheckboxes, set: setIncludeCheckboxes },
    { label: 'Landscape (pageStyle)', checked: landscape, set: setLandscape },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {switches.map((option) => (
          <FormControlLabel
            key={option.label}
            control={<Switch checked={option.checked} onChange={(event) => option.set(event.target.checked)} />}
            label={option.label}
          />
        ))}
        <Button size="small" variant="contained" onClick={() => apiRef.current.exportDataAsPrint(printOptions)}>
          Print
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            // The toolbar's Print entry uses the same options; CSV is hidden from the menu.
            toolbar: { printOptions, csvOptions: { disableToolbarButton: true } },
          }}
        />
      </Box>
    </Box>
  );
}
