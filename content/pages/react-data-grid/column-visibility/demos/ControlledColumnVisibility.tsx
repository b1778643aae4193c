import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(40, 6);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
  { field: 'counterPartyCountry', headerName: 'Country', width: 140 },
];

export default function ControlledColumnVisibility() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ unitPrice: false });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row>
        {columns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                size="small"
                checked={model[column.field] !== false}
                onChange={(event) => setModel((prev) => ({ ...prev, [column.field]: event.target.checked }))}
              />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="body2" component="code">
        columnVisibilityModel: {JSON.stringify(model)}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
      </div>
    </Stack>
  );
}
