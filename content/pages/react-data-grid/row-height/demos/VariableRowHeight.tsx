import { DataGrid, GridColDef, GridRowHeightParams } from '@mui/x-data-grid';
import { MOVIES, Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 240 },
  { field: 'year', headerName: 'Year', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'imdbRating', headerName: 'IMDb rating', type: 'number', width: 120 },
  {
    field: 'gross',
    headerName: 'Gross (USD bn)',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => (value / 1_000_000_000).toFixed(2),
  },
];

// Highly rated films get taller rows; the others keep the default height (`null`).
// The height is scaled by the density factor so it follows the density selector.
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) => {
  const movie = model as Movie;
  if (movie.imdbRating >= 8) {
    return 80 * densityFactor;
  }
  return null;
};

export default function VariableRowHeight() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowClassName={(params) => (params.row.imdbRating >= 8 ? 'top-rated' : '')}
        sx={{ '& .top-rated': { fontWeight: 'bold' } }}
      />
    </div>
  );
}
