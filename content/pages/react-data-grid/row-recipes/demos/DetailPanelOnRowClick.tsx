import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(25, 33);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function DetailPanelOnRowClick() {
  const [expandedIds, setExpandedIds] = React.useState<GridRowId[]>([]);

  // A click anywhere on the row toggles its panel, in addition to the toggle column.
  const handleRowClick = (params: GridRowParams<Commodity>) => {
    setExpandedIds((previous) =>
      previous.includes(params.id) ? previous.filter((id) => id !== params.id) : [...previous, params.id],
    );
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        onRowClick={handleRowClick}
        getDetailPanelContent={({ row }: GridRowParams<Commodity>) => (
          <Typography variant="body2" sx={{ p: 2 }}>
            {row.quantity.toLocaleString('en-US')} units at {row.unitPrice} {row.counterPartyCurrency}, {row.incoTerm},
            counterparty in {row.counterPartyCountry}.
          </Typography>
        )}
        getDetailPanelHeight={() => 'auto'}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={setExpandedIds}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
