import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridSortModel, gridClasses } from '@mui/x-data-grid';
import { SPARE_PARTS, type SparePart } from '@content/demoData';

const columns: GridColDef<SparePart>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Part', width: 190 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

// The rows have no `id` field: tell the grid which field identifies a row.
const getRowId = (row: SparePart) => row.sku;

export default function PartsInventoryGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'stock', sort: 'asc' }]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={SPARE_PARTS}
        columns={columns}
        getRowId={getRowId}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        // `gridClasses` replaces the v4 string constants such as GRID_COLUMN_HEADER_CSS_CLASS.
        sx={{ [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 'bold' } }}
      />
    </Box>
  );
}
