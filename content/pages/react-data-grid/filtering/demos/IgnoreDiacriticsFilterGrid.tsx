import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, gridFilterModelSelector, useGridApiRef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

// Employees based in Brazil and Canada, whose city names carry accents (São Paulo, Montréal).
const ROWS = generateEmployees(240, 23).filter(
  (employee) => employee.country === 'Brazil' || employee.country === 'Canada',
);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function IgnoreDiacriticsFilterGrid() {
  const apiRef = useGridApiRef();
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  // Changing the option doesn't run the filters again: re-apply the current model.
  React.useEffect(() => {
    apiRef.current.setFilterModel({ ...gridFilterModelSelector(apiRef) });
  }, [apiRef, ignoreDiacritics]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'city', operator: 'contains', value: 'montreal' }] },
            },
          }}
        />
      </Box>
    </Box>
  );
}
