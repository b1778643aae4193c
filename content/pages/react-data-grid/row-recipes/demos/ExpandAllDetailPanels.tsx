import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(20, 32);

// The header of the toggle column: one button that opens every panel, or closes them all.
function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  // Rows whose getDetailPanelContent returned something: the only ones that can open.
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyOpen = expandedIds.length > 0;

  const toggleAll = () => {
    const idsWithPanel = gridDataRowIdsSelector(apiRef).filter((id) => contentCache[id] != null);
    apiRef.current.setExpandedDetailPanels(anyOpen ? [] : idsWithPanel);
  };

  return (
    <IconButton size="small" onClick={toggleAll} aria-label={anyOpen ? 'Collapse all rows' : 'Expand all rows'}>
      {anyOpen ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
    </IconButton>
  );
}

const columns: GridColDef<Employee>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ToggleAllHeader /> },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ExpandAllDetailPanels() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        getDetailPanelContent={({ row }: GridRowParams<Employee>) => (
          <Typography variant="body2" sx={{ p: 2 }}>
            {row.fullName} works in {row.city} as {row.role.toLowerCase()} and joined in {row.joinDate.getFullYear()}.
          </Typography>
        )}
        getDetailPanelHeight={() => 'auto'}
      />
    </Box>
  );
}
