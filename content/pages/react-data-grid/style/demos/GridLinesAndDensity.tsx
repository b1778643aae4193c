import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(20, 51);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function GridLinesAndDensity() {
  const [lines, setLines] = React.useState(true);
  const [compact, setCompact] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={lines} onChange={(event) => setLines(event.target.checked)} />}
          label="Vertical borders"
        />
        <FormControlLabel
          control={<Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} />}
          label="Compact density"
        />
      </Stack>
      <div style={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showCellVerticalBorder={lines}
          showColumnVerticalBorder={lines}
          density={compact ? 'compact' : 'standard'}
        />
      </div>
    </div>
  );
}
