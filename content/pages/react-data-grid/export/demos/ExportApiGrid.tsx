import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(8, 72);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'tradeDate', headerName: 'Trade date', type: 'date', width: 130 },
];

export default function ExportApiGrid() {
  const apiRef = useGridApiRef();
  const [rawValues, setRawValues] = React.useState(false);
  const [preview, setPreview] = React.useState('');

  const showPreview = () => {
    setPreview(apiRef.current.getDataAsCsv({ delimiter: ',' }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={showPreview}>
          Preview CSV
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'trades' })}>
          Download CSV
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.exportDataAsPrint({ hideFooter: true })}>
          Print
        </Button>
        <FormControlLabel
          control={<Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />}
          label="ignoreValueFormatterDuringExport"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          ignoreValueFormatterDuringExport={rawValues}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          minHeight: 40,
          bgcolor: 'action.hover',
          typography: 'caption',
          fontFamily: 'monospace',
          overflow: 'auto',
        }}
      >
        {preview || 'Click "Preview CSV" to see what getDataAsCsv() returns.'}
      </Box>
    </Box>
  );
}
