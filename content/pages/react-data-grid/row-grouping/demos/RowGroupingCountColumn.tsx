import * as React from 'react';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'company', headerName: 'Studio', width: 160 },
  // Its `size` aggregation counts the films of each group, in a column of its own.
  { field: 'title', headerName: 'Films', width: 260 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

export default function RowGroupingCountColumn() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company'] },
      aggregation: { model: { title: 'size' } },
    },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={MOVIES}
        columns={columns}
        initialState={initialState}
        // The count now has its own column: drop the "(n)" after each group label.
        groupingColDef={{ hideDescendantCount: true, width: 220 }}
        getAggregationPosition={(groupNode) => (groupNode.depth === -1 ? null : 'inline')}
      />
    </div>
  );
}
