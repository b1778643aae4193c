import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  title: string;
  notes: string;
}

const ROWS: Ticket[] = [
  { id: 1, title: 'Export fails on Safari', notes: 'Reproduced on 17.2.\nWorks in Chrome and Firefox.' },
  { id: 2, title: 'Slow first load', notes: 'Bundle is 1.2 MB.\nTry code splitting the charts.' },
  { id: 3, title: 'Typo in footer', notes: '"Contcat" should read "Contact".' },
];

// A textarea in a popper below the cell, so the row keeps its height while the user types.
function MultilineEditCell(props: GridRenderEditCellParams<Ticket, string>) {
  const { id, field, value, colDef, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [input, setInput] = React.useState<HTMLTextAreaElement | null>(null);

  React.useLayoutEffect(() => {
    if (hasFocus && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus, input]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Shift+Enter adds a line; Enter alone (handled by the grid) saves, Escape cancels.
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <Box ref={setAnchor} sx={{ position: 'relative', alignSelf: 'flex-start', width: '100%' }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1300 }}>
          <Paper elevation={2} sx={{ p: 1, width: colDef.computedWidth }}>
            <InputBase
              multiline
              rows={4}
              fullWidth
              value={value ?? ''}
              inputRef={setInput}
              inputProps={{ 'aria-label': 'Notes' }}
              onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)}
              onKeyDown={handleKeyDown}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', width: 180, editable: true },
  {
    field: 'notes',
    headerName: 'Notes (Shift+Enter for a new line)',
    width: 280,
    editable: true,
    renderEditCell: (params) => <MultilineEditCell {...params} />,
    // Show the lines in view mode too.
    renderCell: (params) => <Box sx={{ whiteSpace: 'pre-line', py: 1, lineHeight: 1.4 }}>{params.value}</Box>,
  },
];

export default function MultilineEditing() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={ROWS} columns={columns} getRowHeight={() => 'auto'} />
    </Box>
  );
}
