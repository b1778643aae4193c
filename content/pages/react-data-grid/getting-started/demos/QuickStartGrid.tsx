import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, name: 'Copper cable', category: 'Hardware', stock: 42 },
  { id: 2, name: 'Soldering iron', category: 'Tools', stock: 7 },
  { id: 3, name: 'Multimeter', category: 'Tools', stock: 15 },
  { id: 4, name: 'Breadboard', category: 'Hardware', stock: 120 },
  { id: 5, name: 'Heat shrink tubing', category: 'Consumables', stock: 300 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', width: 180 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function QuickStartGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
