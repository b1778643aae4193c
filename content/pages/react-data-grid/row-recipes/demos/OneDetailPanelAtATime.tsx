import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(30, 31);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
];

function Detail({ row }: { row: Employee }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2">
        {row.email} · {row.city}, {row.country} · joined {row.joinDate.getFullYear()}
      </Typography>
    </Box>
  );
}

export default function OneDetailPanelAtATime() {
  const [expandedIds, setExpandedIds] = React.useState<GridRowId[]>([]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        getDetailPanelContent={({ row }: GridRowParams<Employee>) => <Detail row={row} />}
        getDetailPanelHeight={() => 'auto'}
        detailPanelExpandedRowIds={expandedIds}
        // The grid proposes the previous ids plus the newly opened one: keep only the last.
        onDetailPanelExpandedRowIdsChange={(ids) => setExpandedIds(ids.slice(-1))}
      />
    </Box>
  );
}
