import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function NoRowsLabelGrid() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      {/* Only the text changes: the default overlay keeps its layout. */}
      <DataGrid rows={[]} columns={columns} localeText={{ noRowsLabel: 'No orders yet' }} />
    </div>
  );
}
