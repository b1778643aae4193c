import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 6);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const PRESETS: { label: string; model: GridFilterModel }[] = [
  { label: 'Over 50', model: { items: [{ field: 'age', operator: '>', value: 50 }] } },
  { label: 'Top rated', model: { items: [{ field: 'rating', operator: '=', value: 5 }] } },
  {
    label: 'Based in Japan',
    model: { items: [{ field: 'country', operator: 'equals', value: 'Japan' }] },
  },
  { label: 'Clear', model: { items: [] } },
];

export default function ControlledFilteringGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {PRESETS.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setFilterModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          typography: 'caption',
          fontFamily: 'monospace',
          mt: 1,
          mb: 0,
          whiteSpace: 'pre-wrap',
        }}
      >
        filterModel: {JSON.stringify(filterModel)}
      </Box>
    </Box>
  );
}
