import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(200, 65);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function GroupingColDefOptions() {
  const [hideDescendantCount, setHideDescendantCount] = React.useState(false);
  // A new object makes the grid rebuild its grouping column: only create one when the option changes.
  const groupingColDef = React.useMemo(
    () => ({ headerName: 'Commodity group', width: 220, headerAlign: 'left' as const, hideDescendantCount }),
    [hideDescendantCount],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={hideDescendantCount} onChange={(event) => setHideDescendantCount(event.target.checked)} />
        }
        label="hideDescendantCount"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['commodity'] } }}
          groupingColDef={groupingColDef}
        />
      </Box>
    </Box>
  );
}
