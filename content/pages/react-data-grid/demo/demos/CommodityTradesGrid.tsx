import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridToolbar,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { COMMODITY_NAMES, INCOTERMS, STATUSES, generateCommodities, type Commodity } from '@content/demoData';

const ROW_COUNT = 10_000;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

type Status = Commodity['status'];

const STATUS_COLORS: Record<Status, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  Open: 'info',
  PartiallyFilled: 'warning',
  Filled: 'success',
  Rejected: 'error',
};

function StatusChip({ value }: GridRenderCellParams<Commodity, Status>) {
  if (value == null) {
    return null;
  }
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[value]} label={value} />;
}

function FillBar({ value, rowNode }: GridRenderCellParams<Commodity, number | null>) {
  if (value == null || Number.isNaN(value)) {
    return null;
  }
  const width = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <Box sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box
          sx={{
            width: `${width}%`,
            height: '100%',
            bgcolor: width === 100 ? 'success.main' : rowNode.type === 'group' ? 'secondary.main' : 'primary.main',
          }}
        />
      </Box>
      <Typography variant="caption" sx={{ minWidth: 36, textAlign: 'right' }}>
        {width}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Commodity>[] = [
  {
    field: 'id',
    headerName: 'Trade',
    type: 'number',
    width: 80,
    // Plain digits, no thousands separator; group rows show nothing.
    valueFormatter: (value: unknown) => (typeof value === 'number' ? String(value) : ''),
  },
  { field: 'desk', headerName: 'Desk', width: 90 },
  {
    field: 'commodity',
    headerName: 'Commodity',
    type: 'singleSelect',
    valueOptions: [...COMMODITY_NAMES],
    width: 120,
  },
  { field: 'traderName', headerName: 'Trader', width: 150 },
  { field: 'traderEmail', headerName: 'Trader email', width: 220 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number | null) => (value == null ? '' : integer.format(value)),
  },
  {
    field: 'fillRatio',
    headerName: 'Filled',
    type: 'number',
    width: 150,
    display: 'flex',
    // Group rows have no trade data, so guard against missing fields.
    valueGetter: (_value, row) => (row.quantity ? row.filledQuantity / row.quantity : null),
    valueFormatter: (value: number | null) => (value == null ? '' : percent.format(value)),
    renderCell: (params) => <FillBar {...params} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...STATUSES],
    width: 150,
    editable: true,
    renderCell: (params) => <StatusChip {...params} />,
  },
  { field: 'isFilled', headerName: 'Is filled', type: 'boolean', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number | null) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'feeRate',
    headerName: 'Fee rate',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null) => (value == null ? '' : percent.format(value)),
  },
  {
    field: 'totalPrice',
    headerName: 'Total',
    type: 'number',
    width: 160,
    valueFormatter: (value: number | null) => (value == null ? '' : usd.format(value)),
  },
  { field: 'incoTerm', headerName: 'Incoterm', type: 'singleSelect', valueOptions: [...INCOTERMS], width: 100 },
  { field: 'counterPartyCountry', headerName: 'Counterparty country', width: 170 },
  { field: 'counterPartyCurrency', headerName: 'Currency', width: 100 },
  { field: 'tradeDate', headerName: 'Trade date', type: 'date', width: 120 },
  { field: 'maturityDate', headerName: 'Maturity date', type: 'date', width: 130 },
];

export default function CommodityTradesGrid() {
  const rows = React.useMemo(() => generateCommodities(ROW_COUNT), []);
  const [grouped, setGrouped] = React.useState(true);
  const [headerFilters, setHeaderFilters] = React.useState(false);
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['commodity']);

  const handleGroupingToggle = (event: React.ChangeEvent<HTMLInputElement>) => {
    setGrouped(event.target.checked);
    setRowGroupingModel(event.target.checked ? ['commodity'] : []);
  };

  // Keep the derived fields consistent when a trade is edited.
  const processRowUpdate = React.useCallback((newRow: Commodity): Commodity => {
    const filledQuantity = Math.min(newRow.filledQuantity, newRow.quantity);
    return {
      ...newRow,
      filledQuantity,
      isFilled: filledQuantity === newRow.quantity,
      totalPrice: Number((newRow.quantity * newRow.unitPrice).toFixed(2)),
    };
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={grouped} onChange={handleGroupingToggle} />}
          label="Group by commodity"
        />
        <FormControlLabel
          control={<Switch checked={headerFilters} onChange={(event) => setHeaderFilters(event.target.checked)} />}
          label="Header filters"
        />
      </Stack>
      <Box sx={{ height: 600, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          density="compact"
          checkboxSelection
          disableRowSelectionOnClick
          headerFilters={headerFilters}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => {
            setRowGroupingModel(model);
            setGrouped(model.length > 0);
          }}
          processRowUpdate={processRowUpdate}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{
            aggregation: { model: { quantity: 'sum', fillRatio: 'avg', unitPrice: 'avg', totalPrice: 'sum' } },
            columns: { columnVisibilityModel: { traderEmail: false, counterPartyCurrency: false, feeRate: false } },
            pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
          }}
        />
      </Box>
    </Stack>
  );
}
