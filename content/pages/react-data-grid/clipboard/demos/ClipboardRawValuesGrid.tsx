import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGrid, DataGridProps, GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(10, 84);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value.toLocaleString('en-US')} t`,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

type Setting = 'formatted' | 'clipboardExport' | 'csvExport';

const SETTINGS: Record<Setting, DataGridProps['ignoreValueFormatterDuringExport']> = {
  formatted: false,
  clipboardExport: { clipboardExport: true },
  csvExport: { csvExport: true },
};

export default function ClipboardRawValuesGrid() {
  const [setting, setSetting] = React.useState<Setting>('formatted');
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="ignoreValueFormatterDuringExport"
        value={setting}
        onChange={(event) => setSetting(event.target.value as Setting)}
      >
        <FormControlLabel value="formatted" control={<Radio />} label="false" />
        <FormControlLabel value="clipboardExport" control={<Radio />} label="{ clipboardExport: true }" />
        <FormControlLabel value="csvExport" control={<Radio />} label="{ csvExport: true }" />
      </RadioGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          ignoreValueFormatterDuringExport={SETTINGS[setting]}
          onClipboardCopy={(data) => setCopied(data)}
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
        {copied || 'Copy a focused cell, or check rows and copy them, to see the copied text.'}
      </Box>
    </Box>
  );
}
