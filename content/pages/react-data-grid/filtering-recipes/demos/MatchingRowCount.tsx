import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbar,
  gridFilteredTopLevelRowCountSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(120, 42);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function MatchingRowCount() {
  const apiRef = useGridApiRef();
  const [matching, setMatching] = React.useState(ROWS.length);

  // `filteredRowsSet` fires each time the filters have been applied; read the count then.
  React.useEffect(() => {
    // The filters of `initialState` were applied before this effect subscribed: read the count once now.
    setMatching(gridFilteredTopLevelRowCountSelector(apiRef));
    return apiRef.current.subscribeEvent('filteredRowsSet', () => {
      setMatching(gridFilteredTopLevelRowCountSelector(apiRef));
    });
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {matching} of {ROWS.length} trades match the filters
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{
            filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Open' }] } },
          }}
        />
      </Box>
    </Box>
  );
}
