import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbar,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

export default function StateSelectorOutsideGrid() {
  const apiRef = useGridApiRef();
  const [titles, setTitles] = React.useState<string[]>([]);

  const readVisibleRows = () => {
    // Called with the API object, a selector reads the state at that moment.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    setTitles(ids.slice(0, 3).map((id) => apiRef.current.getRow<Movie>(id)?.title ?? String(id)));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={MOVIES}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          initialState={{
            sorting: { sortModel: [{ field: 'year', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'company', operator: 'equals', value: 'Disney Studios' }] } },
          }}
        />
      </Box>
      <Button size="small" variant="contained" onClick={readVisibleRows} sx={{ mt: 1 }}>
        Read the first three rows
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {titles.length > 0 ? titles.join(' · ') : 'Change the sort or the filter, then read the rows.'}
      </Typography>
    </Box>
  );
}
