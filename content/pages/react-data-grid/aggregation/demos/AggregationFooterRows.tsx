import * as React from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridAggregationPosition,
} from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 180 },
  { field: 'gross', headerName: 'Gross (USD)', type: 'number', width: 170 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 110 },
];

// Every group, and the whole dataset, get a footer row instead of values on the group row.
const inFooter = (): GridAggregationPosition => 'footer';

export default function AggregationFooterRows() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company'] },
      aggregation: { model: { gross: 'sum', imdbRating: 'avg' } },
    },
  });

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={MOVIES}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={1}
        getAggregationPosition={inFooter}
      />
    </div>
  );
}
