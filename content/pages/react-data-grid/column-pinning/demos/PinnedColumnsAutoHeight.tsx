import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

type Review = Employee & { notes: string };

const SENTENCES = [
  'Meets every deadline.',
  'Mentors two new hires and runs the weekly review.',
  'Asked to move to a team closer to customers; discussed at the last one-to-one and planned for next quarter.',
];

// Notes of one to three sentences, so that rows get different heights.
const rows: Review[] = generateEmployees(20, 23).map((employee, index) => ({
  ...employee,
  notes: SENTENCES.slice(0, (index % 3) + 1).join(' '),
}));

const columns: GridColDef<Review>[] = [
  { field: 'fullName', headerName: 'Name', width: 160 },
  { field: 'notes', headerName: 'Review notes', width: 420 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'decision',
    headerName: 'Decision',
    width: 120,
    sortable: false,
    filterable: false,
    renderCell: (params) => (
      // Stacked buttons make this pinned cell taller than a default row.
      <Stack spacing={0.5} sx={{ py: 1 }}>
        <Button size="small" variant="outlined" aria-label={`Approve ${params.row.fullName}`}>
          Approve
        </Button>
        <Button size="small" aria-label={`Discuss ${params.row.fullName}`}>
          Discuss
        </Button>
      </Stack>
    ),
  },
];

export default function PinnedColumnsAutoHeight() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['fullName'], right: ['decision'] } }}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </div>
  );
}
