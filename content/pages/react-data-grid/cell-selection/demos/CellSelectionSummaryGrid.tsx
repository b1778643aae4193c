import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(60, 36);
const ROWS_BY_ID = new Map(ROWS.map((row) => [row.id, row]));

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
];

export default function CellSelectionSummaryGrid() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    2: { quantity: true, filledQuantity: true },
    3: { quantity: true, filledQuantity: true },
  });

  // Spreadsheet-like status bar: count, sum and average of the selected numbers.
  const summary = React.useMemo(() => {
    const numbers: number[] = [];
    Object.entries(cellSelectionModel).forEach(([rowId, fields]) => {
      const row = ROWS_BY_ID.get(Number(rowId));
      Object.entries(fields).forEach(([field, selected]) => {
        const value = row ? row[field as keyof Commodity] : undefined;
        if (selected && typeof value === 'number') {
          numbers.push(value);
        }
      });
    });
    const sum = numbers.reduce((total, value) => total + value, 0);
    return { count: numbers.length, sum, average: numbers.length ? sum / numbers.length : 0 };
  }, [cellSelectionModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={ROWS}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Numeric cells: {summary.count} · Sum: {summary.sum.toLocaleString('en-US', { maximumFractionDigits: 2 })} ·
        Average: {summary.average.toLocaleString('en-US', { maximumFractionDigits: 2 })}
      </Typography>
    </Box>
  );
}
