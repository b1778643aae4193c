import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'company', headerName: 'Studio' },
  { field: 'title', headerName: 'Title' },
  { field: 'director', headerName: 'Director' },
  { field: 'gross', headerName: 'Gross (USD)', type: 'number' },
];

export default function AutosizeGroupedRows() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company'] },
      aggregation: { model: { gross: 'sum' } },
    },
  });

  return (
    <div style={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        // Expanding shows titles that were not rendered at mount: fit the columns to them.
        onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true })}
      >
        Autosize again
      </Button>
      <div style={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={MOVIES}
          columns={columns}
          initialState={initialState}
          autosizeOnMount
          autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
        />
      </div>
    </div>
  );
}
