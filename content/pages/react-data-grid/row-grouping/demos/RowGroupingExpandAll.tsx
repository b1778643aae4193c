import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'director', headerName: 'Director', width: 160 },
];

/** Expands or collapses every group row, at every level. */
function setAllGroupsExpansion(apiRef: React.MutableRefObject<GridApi>, isExpanded: boolean) {
  const tree = gridRowTreeSelector(apiRef);
  Object.values(tree).forEach((node) => {
    // The root group holds the whole tree and is always expanded.
    if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID && node.childrenExpanded !== isExpanded) {
      apiRef.current.setRowChildrenExpansion(node.id, isExpanded);
    }
  });
}

export default function RowGroupingExpandAll() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAllGroupsExpansion(apiRef, true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllGroupsExpansion(apiRef, false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={MOVIES}
          columns={columns}
          initialState={{ rowGrouping: { model: ['company', 'director'] } }}
        />
      </Box>
    </Box>
  );
}
