import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredTopLevelRowCountSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(50, 9);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
];

function SelectionSummaryBar() {
  const apiRef = useGridApiContext();
  // Each selector re-renders this toolbar only when its own value changes.
  const selectedCount = useGridSelector(apiRef, selectedGridRowsCountSelector);
  const matchingCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <GridToolbarContainer sx={{ flexWrap: 'wrap', gap: 1, p: 1 }}>
      <GridToolbarQuickFilter />
      <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 160 }}>
        {selectedCount} selected · {matchingCount} matching
      </Typography>
      <Button size="small" disabled={selectedCount === 0} onClick={() => apiRef.current.setRowSelectionModel([])}>
        Clear selection
      </Button>
    </GridToolbarContainer>
  );
}

export default function SelectionSummaryToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ toolbar: SelectionSummaryBar }} />
    </Box>
  );
}
