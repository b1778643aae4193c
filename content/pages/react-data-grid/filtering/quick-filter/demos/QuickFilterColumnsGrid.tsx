import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GetApplyQuickFilterFn,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilterModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(100, 13);

// Department must match a whole word at its start ("eng" finds Engineering, "ring" doesn't).
const departmentQuickFilter: GetApplyQuickFilterFn<Employee, string> = (searchValue) => {
  if (!searchValue) {
    return null;
  }
  const search = String(searchValue).toLowerCase();
  return (value) => value.toLowerCase().startsWith(search);
};

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'department',
    headerName: 'Department (prefix)',
    width: 170,
    getApplyQuickFilterFn: departmentQuickFilter,
  },
  {
    field: 'email',
    headerName: 'Email (not searched)',
    width: 260,
    // `undefined` would fall back to the string type's rule; a function returning null opts the column out.
    getApplyQuickFilterFn: () => null,
  },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterColumnsGrid() {
  const apiRef = useGridApiRef();
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  // Filters don't run again by themselves when the option changes: re-apply the current model.
  React.useEffect(() => {
    apiRef.current.setFilterModel({ ...gridFilterModelSelector(apiRef) });
  }, [apiRef, ignoreDiacritics]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics (try “sao” or “montreal”)"
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ROWS}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          slots={{ toolbar: SearchToolbar }}
        />
      </Box>
    </Box>
  );
}
