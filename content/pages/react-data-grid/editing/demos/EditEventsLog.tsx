import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(10, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180, editable: true },
  { field: 'city', headerName: 'City', width: 140, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
];

export default function EditEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 6));

  const handleStart: GridEventListener<'cellEditStart'> = (params) =>
    add(`cellEditStart  ${params.field} of row ${params.id}, reason: ${params.reason}`);
  const handleStop: GridEventListener<'cellEditStop'> = (params) =>
    add(`cellEditStop   ${params.field} of row ${params.id}, reason: ${params.reason}`);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          processRowUpdate={(newRow) => newRow}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        aria-live="polite"
        sx={{
          mt: 1,
          p: 1,
          minHeight: 120,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {log.length > 0 ? log.join('\n') : 'Edit a cell: double-click, Enter, typing, Delete…'}
      </Typography>
    </Box>
  );
}
