import * as React from 'react';
import { DataGrid, gridStringOrNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

// "The Lion King" sorts under L, as in a library catalogue.
const withoutArticle = (title: string) => title.replace(/^(the|a|an)\s+/i, '');

const titleComparator: GridComparatorFn<string> = (v1, v2, cellParams1, cellParams2) =>
  gridStringOrNumberComparator(withoutArticle(v1), withoutArticle(v2), cellParams1, cellParams2);

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title (articles ignored)', width: 300, sortComparator: titleComparator },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

export default function IgnoreArticleComparatorGrid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'title', sort: 'asc' }] } }}
      />
    </div>
  );
}
