import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ScaleIcon from '@mui/icons-material/Scale';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(30, 41);

function HeaderWithUnit({ colDef, unit }: GridColumnHeaderParams<Commodity> & { unit: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {colDef.headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {unit}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 130,
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ScaleIcon fontSize="small" color="action" />
        <strong>Quantity</strong>
      </Box>
    ),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    renderHeader: (params) => <HeaderWithUnit {...params} unit="USD per unit" />,
  },
  {
    field: 'tradeDate',
    headerName: 'Trade date',
    type: 'date',
    width: 150,
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <CalendarMonthIcon fontSize="small" color="action" />
        Trade date
      </Box>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        Status
        <Tooltip title="Rejected trades are kept for auditing.">
          <InfoOutlinedIcon fontSize="small" color="action" aria-label="About the status column" />
        </Tooltip>
      </Box>
    ),
  },
];

export default function RenderHeaderGrid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={64} />
    </div>
  );
}
