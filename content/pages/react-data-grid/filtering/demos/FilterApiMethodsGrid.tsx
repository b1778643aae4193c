import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCallbackDetails, GridColDef, GridFilterModel, useGridApiRef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(60, 47);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90 },
];

export default function FilterApiMethodsGrid() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('No change yet.');

  // The grid keeps its own state; the callback reports each change and why it happened.
  const handleFilterModelChange = (model: GridFilterModel, details: GridCallbackDetails) => {
    const items = model.items.map((item) => `${item.field} ${item.operator} ${item.value ?? '…'}`);
    setLastChange(`${details.reason ?? '(no reason)'}: [${items.join(', ')}]`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'isAdmin', operator: 'is', value: 'true' }],
            })
          }
        >
          Admins only
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.showFilterPanel('age')}>
          Filter by age…
        </Button>
        <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={ROWS} columns={columns} onFilterModelChange={handleFilterModelChange} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {lastChange}
      </Typography>
    </Box>
  );
}
