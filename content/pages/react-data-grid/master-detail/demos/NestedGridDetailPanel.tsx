import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { DESKS, generateCommodities, type Commodity } from '@content/demoData';

const TRADES = generateCommodities(120, 63);

interface DeskRow {
  id: string;
  desk: string;
  tradeCount: number;
  total: number;
}

const DESK_ROWS: DeskRow[] = DESKS.map((desk) => {
  const trades = TRADES.filter((trade) => trade.desk === desk);
  return {
    id: desk,
    desk,
    tradeCount: trades.length,
    total: trades.reduce((sum, trade) => sum + trade.totalPrice, 0),
  };
});

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

const deskColumns: GridColDef<DeskRow>[] = [
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'tradeCount', headerName: 'Trades', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 170, valueFormatter: usd },
];

const tradeColumns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140, valueFormatter: usd },
];

function DeskTrades({ desk }: { desk: string }) {
  const trades = React.useMemo(() => TRADES.filter((trade) => trade.desk === desk), [desk]);
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Trades of desk {desk}
      </Typography>
      {/* The inner grid needs a container with a height, like any grid. */}
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={trades}
          columns={tradeColumns}
          density="compact"
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5]}
        />
      </Box>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<DeskRow>) => <DeskTrades desk={row.desk} />;
// 260 px of grid, plus the title and the padding.
const getDetailPanelHeight = () => 330;

export default function NestedGridDetailPanel() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={DESK_ROWS}
        columns={deskColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [DESK_ROWS[0]!.id] } }}
        hideFooter
      />
    </Box>
  );
}
