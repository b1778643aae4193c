import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';

interface Note {
  id: number;
  author: string;
  note: string;
}

// Values a spreadsheet would read as formulas, and one containing the delimiter.
const ROWS: Note[] = [
  { id: 1, author: 'Ada', note: '=SUM(A1:A3)' },
  { id: 2, author: 'Grace', note: '+1 555 0100' },
  { id: 3, author: 'Linus', note: '@channel, deploy done' },
  { id: 4, author: 'Margaret', note: 'Plain text; nothing to escape' },
];

const columns: GridColDef<Note>[] = [
  { field: 'author', headerName: 'Author', width: 120 },
  { field: 'note', headerName: 'Note', width: 240 },
];

const DELIMITERS = [
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: '\t', label: 'Tab' },
];

export default function CsvOptionsGrid() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState(',');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [preview, setPreview] = React.useState('');

  React.useEffect(() => {
    const options: GridCsvExportOptions = { delimiter, includeHeaders, escapeFormulas };
    setPreview(apiRef.current.getDataAsCsv(options));
  }, [apiRef, delimiter, includeHeaders, escapeFormulas]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <TextField
          select
          size="small"
          label="delimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ minWidth: 140 }}
        >
          {DELIMITERS.map((option) => (
            <MenuItem key={option.label} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="includeHeaders"
        />
        <FormControlLabel
          control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />}
          label="escapeFormulas"
        />
      </Stack>
      <Box sx={{ height: 250 }}>
        <DataGrid apiRef={apiRef} rows={ROWS} columns={columns} hideFooter />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          minHeight: 40,
          bgcolor: 'action.hover',
          typography: 'caption',
          fontFamily: 'monospace',
          overflow: 'auto',
        }}
      >
        {preview}
      </Box>
    </Box>
  );
}
