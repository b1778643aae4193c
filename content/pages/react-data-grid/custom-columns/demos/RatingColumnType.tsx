import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridToolbar,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

// Turn the 0–10 IMDb score into 0–5 stars.
const rows = MOVIES.map((movie) => ({ ...movie, stars: Math.round(movie.imdbRating) / 2 }));
type Row = Movie & { stars: number };

function RatingEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Row, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`rating-${id}`}
      precision={0.5}
      value={value ?? 0}
      onChange={(_event, newValue) => {
        void apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

function RatingFilterInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', height: 48, pl: 1 }}>
      <Rating
        name="rating-filter"
        precision={0.5}
        value={Number(item.value ?? 0)}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Row, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null;
    }
    const minimum = Number(filterItem.value);
    return (value) => value != null && value >= minimum;
  },
  InputComponent: RatingFilterInput,
};

// The custom type: display, editing and filtering in one reusable object.
const starRating: GridColTypeDef<number> = {
  type: 'number',
  width: 170,
  display: 'flex',
  align: 'left',
  headerAlign: 'left',
  renderCell: (params) => <Rating value={params.value ?? 0} precision={0.5} readOnly />,
  renderEditCell: (params: GridRenderEditCellParams<Row, number>) => <RatingEditCell {...params} />,
  filterOperators: [atLeastOperator],
};

const columns: GridColDef<Row>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 150 },
  { field: 'stars', headerName: 'Stars', editable: true, ...starRating },
];

export default function RatingColumnType() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'stars', operator: 'atLeast', value: 4 }] } },
        }}
      />
    </div>
  );
}
