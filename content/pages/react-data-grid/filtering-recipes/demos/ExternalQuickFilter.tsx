import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 41);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 140 },
];

export default function ExternalQuickFilter() {
  const [search, setSearch] = React.useState('');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // The search box lives in the page layout; it only writes the quick filter values of the model.
  const handleSearch = (text: string) => {
    setSearch(text);
    setFilterModel((model) => ({ ...model, quickFilterValues: text.split(' ').filter((word) => word !== '') }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Search employees"
        size="small"
        value={search}
        onChange={(event) => handleSearch(event.target.value)}
        InputProps={{
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        }}
        sx={{ mb: 1, width: '100%', maxWidth: 320 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid rows={ROWS} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
    </Box>
  );
}
