import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import { MOVIES, Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 240 },
  { field: 'year', headerName: 'Year', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'director', headerName: 'Director', width: 160 },
];

export default function ControlledDetailPanels() {
  const [expandedIds, setExpandedIds] = React.useState<GridRowId[]>([1]);
  const [singlePanel, setSinglePanel] = React.useState(true);

  const handleExpandedChange = (ids: GridRowId[]) => {
    // In single-panel mode, keep only the row that was just opened.
    if (singlePanel && ids.length > 1) {
      setExpandedIds(ids.filter((id) => !expandedIds.includes(id)));
    } else {
      setExpandedIds(ids);
    }
  };

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Movie>) => (
      <Box sx={{ p: 2 }}>
        <Typography variant="body2">
          {row.title} ({row.year}) was produced by {row.company} and grossed about{' '}
          {(row.gross / 1_000_000_000).toFixed(2)} billion US dollars. IMDb rating: {row.imdbRating}.
        </Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 64, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={singlePanel} onChange={(event) => setSinglePanel(event.target.checked)} />}
          label="One panel at a time"
        />
        <Button size="small" variant="outlined" onClick={() => setExpandedIds([])}>
          Collapse all
        </Button>
        <Typography variant="body2">Expanded: [{expandedIds.join(', ')}]</Typography>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={MOVIES}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={handleExpandedChange}
        />
      </Box>
    </Box>
  );
}
