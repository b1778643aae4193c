import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(4, 75);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  // Hidden through `initialState` below.
  { field: 'country', headerName: 'Country', width: 130 },
  // Shown on screen, left out of the default exports.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, disableExport: true },
];

type ColumnsRule = 'visible' | 'allColumns' | 'fields';

const OPTIONS: Record<ColumnsRule, GridCsvExportOptions> = {
  visible: {},
  allColumns: { allColumns: true },
  // `fields` wins over `disableExport`: the salary is exported.
  fields: { fields: ['salary', 'fullName'] },
};

export default function ExportColumnsGrid() {
  const apiRef = useGridApiRef();
  const [rule, setRule] = React.useState<ColumnsRule>('visible');
  const [preview, setPreview] = React.useState('');

  React.useEffect(() => {
    setPreview(apiRef.current.getDataAsCsv(OPTIONS[rule]));
  }, [apiRef, rule]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Columns to export"
        value={rule}
        onChange={(_event, value: ColumnsRule | null) => {
          if (value) {
            setRule(value);
          }
        }}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="visible">Default</ToggleButton>
        <ToggleButton value="allColumns">allColumns</ToggleButton>
        <ToggleButton value="fields">fields</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { country: false } } }}
          hideFooter
        />
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
