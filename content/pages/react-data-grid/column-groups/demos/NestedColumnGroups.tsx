import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnGroupingModel, GridEventListener, useGridApiRef } from '@mui/x-data-grid';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(30, 5);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 110 },
  { field: 'desk', headerName: 'Desk', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'feeRate', headerName: 'Fee rate', type: 'number', width: 100 },
  { field: 'counterPartyCountry', headerName: 'Country', width: 140 },
  { field: 'counterPartyCurrency', headerName: 'Currency', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'trade',
    headerName: 'Trade',
    headerAlign: 'center',
    children: [
      { groupId: 'product', headerName: 'Product', children: [{ field: 'commodity' }, { field: 'desk' }] },
      {
        groupId: 'execution',
        headerName: 'Execution',
        children: [{ field: 'quantity' }, { field: 'filledQuantity' }, { field: 'status' }],
      },
    ],
  },
  {
    groupId: 'pricing',
    headerName: 'Pricing',
    children: [{ field: 'unitPrice' }, { field: 'feeRate' }],
  },
  {
    groupId: 'counterparty',
    headerName: 'Counterparty',
    headerAlign: 'center',
    children: [{ field: 'counterPartyCountry' }, { field: 'counterPartyCurrency' }],
  },
];

export default function NestedColumnGroups() {
  const apiRef = useGridApiRef();
  const [path, setPath] = React.useState<string>('Click a column header to see its group path.');

  const handleHeaderClick: GridEventListener<'columnHeaderClick'> = (params) => {
    const groups = apiRef.current.getColumnGroupPath(params.field);
    setPath(`${params.field}: ${groups.length > 0 ? groups.join(' > ') : 'no group'}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {path}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          onColumnHeaderClick={handleHeaderClick}
          showColumnVerticalBorder
        />
      </Box>
    </Box>
  );
}
