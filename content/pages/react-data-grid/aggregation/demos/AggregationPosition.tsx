import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridToolbar,
  type DataGridPremiumProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(120, 70);

const columns: GridColDef<Commodity>[] = [
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 150 },
];

type PositionChoice = 'default' | 'footer' | 'inline' | 'groupsOnly';

const POSITIONS: Record<PositionChoice, (node: GridGroupNode) => 'inline' | 'footer' | null> = {
  // The grid's default: grand total in a footer row, group values on the group rows.
  default: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  footer: () => 'footer',
  inline: () => 'inline',
  // No grand total at all.
  groupsOnly: (node) => (node.depth === -1 ? null : 'inline'),
};

export default function AggregationPosition() {
  const [position, setPosition] = React.useState<PositionChoice>('default');
  const [scope, setScope] = React.useState<DataGridPremiumProps['aggregationRowsScope']>('filtered');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="aggregation-position-label">getAggregationPosition</InputLabel>
          <Select
            labelId="aggregation-position-label"
            label="getAggregationPosition"
            value={position}
            onChange={(event) => setPosition(event.target.value as PositionChoice)}
          >
            <MenuItem value="default">Default</MenuItem>
            <MenuItem value="footer">Footer everywhere</MenuItem>
            <MenuItem value="inline">Inline everywhere</MenuItem>
            <MenuItem value="groupsOnly">Groups only, no grand total</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="aggregation-scope-label">aggregationRowsScope</InputLabel>
          <Select
            labelId="aggregation-scope-label"
            label="aggregationRowsScope"
            value={scope}
            onChange={(event) => setScope(event.target.value as DataGridPremiumProps['aggregationRowsScope'])}
          >
            <MenuItem value="filtered">filtered</MenuItem>
            <MenuItem value="all">all</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={POSITIONS[position]}
          aggregationRowsScope={scope}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['desk'] },
            aggregation: { model: { quantity: 'sum', totalPrice: 'sum' } },
            filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Filled' }] } },
          }}
          slots={{ toolbar: GridToolbar }}
        />
      </Box>
    </Box>
  );
}
