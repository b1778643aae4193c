import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel, GridToolbar } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(100, 13);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'city', headerName: 'City', width: 130 },
];

const SUGGESTIONS = [['Design'], ['Sales', 'Lead'], ['Tokyo']];

export default function QuickFilterControlledGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Engineering'],
  });
  const values = filterModel.quickFilterValues ?? [];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {SUGGESTIONS.map((suggestion) => (
          <Chip
            key={suggestion.join(' ')}
            label={suggestion.join(' + ')}
            onClick={() => setFilterModel((model) => ({ ...model, quickFilterValues: suggestion }))}
          />
        ))}
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          disableColumnSelector
          disableDensitySelector
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        quickFilterValues: {JSON.stringify(values)}
      </Typography>
    </Box>
  );
}
