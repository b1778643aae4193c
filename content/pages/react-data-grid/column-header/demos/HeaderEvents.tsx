import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'company', headerName: 'Studio', width: 180 },
];

export default function HeaderEvents() {
  const [message, setMessage] = React.useState('Click, double-click or hover a column header.');

  const handleClick: GridEventListener<'columnHeaderClick'> = (params) => {
    setMessage(`Clicked "${params.colDef.headerName}" (this also sorts).`);
  };

  const handleDoubleClick: GridEventListener<'columnHeaderDoubleClick'> = (params) => {
    setMessage(`Double-clicked "${params.colDef.headerName}".`);
  };

  const handleEnter: GridEventListener<'columnHeaderEnter'> = (params) => {
    setMessage(`Pointer entered "${params.colDef.headerName}".`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity="info">{message}</Alert>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={MOVIES}
          columns={columns}
          onColumnHeaderClick={handleClick}
          onColumnHeaderDoubleClick={handleDoubleClick}
          onColumnHeaderEnter={handleEnter}
        />
      </div>
    </Stack>
  );
}
