import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { DataGridPro, type GridColDef, type GridListColDef } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(30, 92);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
];

const listColumn: GridListColDef<Commodity> = {
  field: 'listColumn',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {row.commodity}: {row.quantity.toLocaleString('en-US')} units
      </Typography>
      <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
        {row.traderName} · {row.status}
      </Typography>
    </Box>
  ),
};

export default function ListOrTableToggle() {
  const [view, setView] = React.useState<'table' | 'list'>('list');
  const isList = view === 'list';

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: 'table' | 'list' | null) => next && setView(next)}
        aria-label="Layout"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="list" aria-label="List">
          <ViewAgendaIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label="Table">
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={ROWS}
          columns={columns}
          unstable_listView={isList}
          unstable_listColumn={listColumn}
          // Two lines of text need taller rows in list view.
          rowHeight={isList ? 60 : 52}
          checkboxSelection={!isList}
        />
      </Box>
    </Box>
  );
}
