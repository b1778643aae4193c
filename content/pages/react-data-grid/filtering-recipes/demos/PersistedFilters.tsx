import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbar, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 43);
const STORAGE_KEY = 'mui-x-docs-filtering-recipes-filters';
const EMPTY: GridFilterModel = { items: [] };

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
];

// Stored data is outside our control: accept it only if it has the shape of a filter model.
function readStoredModel(): GridFilterModel | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as GridFilterModel).items)) {
      return parsed as GridFilterModel;
    }
  } catch {
    // Unreadable or blocked storage: start without filters.
  }
  return null;
}

export default function PersistedFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(EMPTY);

  // Read storage after the first render, so the server and the browser render the same markup.
  React.useEffect(() => {
    const stored = readStoredModel();
    if (stored) {
      setFilterModel(stored);
    }
  }, []);

  const handleChange = (model: GridFilterModel) => {
    setFilterModel(model);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
    } catch {
      // Storage full or blocked: the filters still work, they just won't be remembered.
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" onClick={() => handleChange(EMPTY)} sx={{ mb: 1 }}>
        Clear saved filters
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleChange}
          slots={{ toolbar: GridToolbar }}
        />
      </Box>
    </Box>
  );
}
