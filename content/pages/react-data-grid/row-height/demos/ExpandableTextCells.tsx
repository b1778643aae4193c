import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

type MovieWithSummary = Movie & { summary: string };

const rows: MovieWithSummary[] = MOVIES.slice(0, 20).map((movie) => ({
  ...movie,
  summary: `${movie.title} (${movie.year}) was directed by ${movie.director} for ${movie.company}. It grossed about $${Math.round(movie.gross / 1e6)} million worldwide and holds an IMDb rating of ${movie.imdbRating}. Studios, critics and audiences still cite it when the conversation turns to the films of that decade.`,
}));

const PREVIEW_LENGTH = 60;

function ExpandableText({ value, tabIndex }: GridRenderCellParams<MovieWithSummary, string>) {
  const [expanded, setExpanded] = React.useState(false);
  const text = value ?? '';
  const long = text.length > PREVIEW_LENGTH;

  return (
    <Box sx={{ py: 1 }}>
      {expanded || !long ? text : `${text.slice(0, PREVIEW_LENGTH)}…`}{' '}
      {long && (
        <Link
          component="button"
          type="button"
          tabIndex={tabIndex}
          sx={{ fontSize: 'inherit', verticalAlign: 'baseline' }}
          // Keep the click from reaching the grid, which would select the row.
          onClick={(event: React.MouseEvent) => {
            event.stopPropagation();
            setExpanded((previous) => !previous);
          }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Link>
      )}
    </Box>
  );
}

const columns: GridColDef<MovieWithSummary>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  {
    field: 'summary',
    headerName: 'Summary',
    flex: 1,
    minWidth: 280,
    sortable: false,
    renderCell: (params) => <ExpandableText {...params} />,
  },
];

export default function ExpandableTextCells() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} getEstimatedRowHeight={() => 52} />
    </div>
  );
}
