import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  gridSortModelSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(100, 45);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

function SummaryToolbar() {
  const apiRef = useGridApiContext();
  // Each selector re-renders this component when its value changes; the grid also re-renders its toolbar on other
  // updates (focus, selection…), as the component is not wrapped in React.memo.
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, selectedGridRowsCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortLabel = sortModel.length > 0 ? sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') : 'none';

  return (
    <GridToolbarContainer sx={{ p: 1, gap: 1 }}>
      <GridToolbarFilterButton />
      <Chip size="small" label={`${matching} of ${total} match`} />
      <Chip size="small" label={`${selected} selected`} />
      <Chip size="small" label={`Sort: ${sortLabel}`} />
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function StateSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ toolbar: SummaryToolbar }} />
    </Box>
  );
}
