import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const initialRows = generateEmployees(30, 19);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 160, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90, editable: true },
];

export default function KeyboardNavigation() {
  const apiRef = useGridApiRef();
  const [lastKey, setLastKey] = React.useState('—');
  const [focused, setFocused] = React.useState('—');

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('cellFocusIn', (params: GridCellParams) => {
        setFocused(`row ${params.id}, ${params.colDef.headerName ?? params.field}`);
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="keyboard-demo-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Team members
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Chip size="small" label={`Focused cell: ${focused}`} />
        <Chip size="small" variant="outlined" label={`Last key: ${lastKey}`} />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          aria-labelledby="keyboard-demo-title"
          rows={initialRows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          onCellKeyDown={(_params, event) => {
            const modifiers = [
              event.ctrlKey && 'Ctrl',
              event.metaKey && 'Cmd',
              event.shiftKey && 'Shift',
              event.altKey && 'Alt',
            ]
              .filter(Boolean)
              .join('+');
            const key = event.key === ' ' ? 'Space' : event.key;
            setLastKey(modifiers ? `${modifiers}+${key}` : key);
          }}
        />
      </Box>
    </Box>
  );
}
