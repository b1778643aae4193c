import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80 },
  { field: 'gross', headerName: 'Gross ($)', type: 'number', width: 140 },
];

interface LogEntry {
  key: number;
  name: string;
  detail: string;
}

export default function EventLog() {
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const log = React.useCallback((name: string, detail: string) => {
    counter.current += 1;
    const key = counter.current;
    setEntries((previous) => [{ key, name, detail }, ...previous].slice(0, 8));
  }, []);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ height: 400, flex: '2 1 380px', minWidth: 0 }}>
        <DataGrid
          rows={MOVIES}
          columns={columns}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            toolbar: { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
          }}
          onRowClick={(params) => log('rowClick', `row ${params.id}`)}
          onCellDoubleClick={(params) => log('cellDoubleClick', `${params.field} of row ${params.id}`)}
          onColumnHeaderClick={(params) => log('columnHeaderClick', params.field)}
          onSortModelChange={(model) =>
            log('sortModelChange', model.map((item) => `${item.field} ${item.sort ?? ''}`).join(', ') || 'unsorted')
          }
          onFilterModelChange={(model, details) =>
            log('filterModelChange', `${model.items.length} item(s), reason: ${details.reason ?? 'none'}`)
          }
          onRowSelectionModelChange={(model) => log('rowSelectionModelChange', `${model.length} selected`)}
          onColumnWidthChange={(params) =>
            log('columnWidthChange', `${params.colDef.field}: ${Math.round(params.width)}px`)
          }
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 220px', p: 1, height: 400, overflow: 'auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">Latest events</Typography>
          <Button size="small" onClick={() => setEntries([])}>
            Clear
          </Button>
        </Box>
        <List dense disablePadding>
          {entries.length === 0 ? (
            <ListItem>
              <ListItemText secondary="Click, sort, filter, select or resize" />
            </ListItem>
          ) : (
            entries.map((entry) => (
              <ListItem key={entry.key} disableGutters>
                <ListItemText
                  primary={entry.name}
                  secondary={entry.detail}
                  primaryTypographyProps={{ fontFamily: 'monospace', fontSize: 13 }}
                />
              </ListItem>
            ))
          )}
        </List>
      </Paper>
    </Box>
  );
}
