import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const DEFAULT_WIDTHS: Record<string, number> = { title: 280, director: 160, year: 90, company: 180 };

export default function PersistedColumnWidths() {
  // In an app, this state could be saved to localStorage or a user profile.
  const [widths, setWidths] = React.useState<Record<string, number>>(DEFAULT_WIDTHS);

  const columns = React.useMemo<GridColDef<Movie>[]>(
    () => [
      { field: 'title', headerName: 'Title', width: widths.title },
      { field: 'director', headerName: 'Director', width: widths.director },
      { field: 'year', headerName: 'Year', width: widths.year },
      { field: 'company', headerName: 'Studio', width: widths.company },
    ],
    [widths],
  );

  const handleWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    setWidths((prev) => ({ ...prev, [params.colDef.field]: Math.round(params.width) }));
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setWidths(DEFAULT_WIDTHS)}>
          Reset widths
        </Button>
        <Typography variant="body2" component="code">
          {JSON.stringify(widths)}
        </Typography>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid rows={MOVIES} columns={columns} onColumnWidthChange={handleWidthChange} />
      </div>
    </Stack>
  );
}
