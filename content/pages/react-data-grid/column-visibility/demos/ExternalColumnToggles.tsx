import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, GridToolbar, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(30, 42);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
];

const OPTIONAL_FIELDS = ['traderName', 'quantity', 'unitPrice', 'status'] as const;

export default function ExternalColumnToggles() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ unitPrice: false });

  const toggle = (field: string) => setModel((previous) => ({ ...previous, [field]: previous[field] === false }));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {OPTIONAL_FIELDS.map((field) => {
          const visible = model[field] !== false;
          return (
            <Chip
              key={field}
              label={columns.find((column) => column.field === field)?.headerName}
              color={visible ? 'primary' : 'default'}
              variant={visible ? 'filled' : 'outlined'}
              aria-pressed={visible}
              onClick={() => toggle(field)}
            />
          );
        })}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          // No Columns button, no "Hide column" or "Manage columns" menu items.
          disableColumnSelector
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            toolbar: {
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
        />
      </Box>
    </Box>
  );
}
