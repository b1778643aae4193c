import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridCsvGetRowsToExportParams,
  GridRowId,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(30, 74);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
];

type RowsRule = 'default' | 'filtered' | 'page';

type RowsGetter = (params: GridCsvGetRowsToExportParams) => GridRowId[];

// `undefined` keeps the built-in rule: the selection if any, else every filtered row.
const ROW_GETTERS: Record<RowsRule, RowsGetter | undefined> = {
  default: undefined,
  filtered: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef),
  page: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
};

export default function ExportRowsChoiceGrid() {
  const apiRef = useGridApiRef();
  const [rule, setRule] = React.useState<RowsRule>('default');
  const [preview, setPreview] = React.useState('');

  const showPreview = () => {
    const csv = apiRef.current.getDataAsCsv({ getRowsToExport: ROW_GETTERS[rule] });
    const lineCount = csv.split('\r\n').length - 1;
    setPreview(`${lineCount} rows exported\n${csv}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Rows to export"
        value={rule}
        onChange={(event) => setRule(event.target.value as RowsRule)}
      >
        <FormControlLabel value="default" control={<Radio />} label="Default" />
        <FormControlLabel value="filtered" control={<Radio />} label="All filtered" />
        <FormControlLabel value="page" control={<Radio />} label="Current page" />
      </RadioGroup>
      <Button size="small" variant="outlined" onClick={showPreview} sx={{ mb: 1 }}>
        Preview CSV
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          maxHeight: 200,
          bgcolor: 'action.hover',
          typography: 'caption',
          fontFamily: 'monospace',
          overflow: 'auto',
        }}
      >
        {preview || 'Select a few rows, pick a rule, then click "Preview CSV".'}
      </Box>
    </Box>
  );
}
