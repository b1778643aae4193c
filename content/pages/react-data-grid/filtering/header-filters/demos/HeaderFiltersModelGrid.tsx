import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridFilterModel } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 160,
  },
  { field: 'age', headerName: 'Age', type: 'number', width: 110 },
  { field: 'city', headerName: 'City', width: 140 },
];

const SENIOR_DESIGNERS: GridFilterModel = {
  items: [
    { id: 1, field: 'department', operator: 'is', value: 'Design' },
    { id: 2, field: 'age', operator: '>=', value: 40 },
  ],
};

export default function HeaderFiltersModelGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setFilterModel(SENIOR_DESIGNERS)}>
          Designers aged 40+
        </Button>
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={ROWS}
          columns={columns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, mb: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {JSON.stringify(filterModel.items.map(({ field, operator, value }) => ({ field, operator, value })))}
      </Typography>
    </Box>
  );
}
