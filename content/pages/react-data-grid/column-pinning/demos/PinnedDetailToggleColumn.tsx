import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams, GRID_DETAIL_PANEL_TOGGLE_FIELD } from '@mui/x-data-grid-pro';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(30, 61);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
  { field: 'traderEmail', headerName: 'Email', width: 250 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
  { field: 'incoTerm', headerName: 'Incoterm', width: 110 },
];

function TradeDetails({ row }: { row: Commodity }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2">
        {row.quantity.toLocaleString('en-US')} × {row.commodity} at {row.unitPrice} per unit, desk {row.desk}, status{' '}
        {row.status}.
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Commodity>) => <TradeDetails row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function PinnedDetailToggleColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{
          pinnedColumns: { left: ['commodity'], right: [GRID_DETAIL_PANEL_TOGGLE_FIELD] },
        }}
      />
    </Box>
  );
}
