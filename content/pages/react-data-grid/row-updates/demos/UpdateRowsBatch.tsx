import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRowModelUpdate } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(6, 33);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'commodity', headerName: 'Commodity', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function UpdateRowsBatch() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(rows.length + 1);

  // One call, three kinds of update: merge, insert and delete.
  const applyBatch = () => {
    const [first, second] = apiRef.current.getAllRowIds();
    const updates: GridRowModelUpdate[] = [{ id: nextId.current, commodity: 'Cocoa', quantity: 1200, status: 'Open' }];
    if (first !== undefined) {
      updates.push({ id: first, status: 'Filled' });
    }
    if (second !== undefined) {
      updates.push({ id: second, _action: 'delete' });
    }
    nextId.current += 1;
    apiRef.current.updateRows(updates);
  };

  return (
    <div style={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={applyBatch} sx={{ mb: 1 }}>
        Fill the first trade, delete the second, add one
      </Button>
      <div style={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </div>
  );
}
