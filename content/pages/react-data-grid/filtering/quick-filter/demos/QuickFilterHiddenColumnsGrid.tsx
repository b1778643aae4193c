import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridFilterModel, GridToolbar } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(60, 37);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  // Hidden by the column visibility model below; open "Columns" in the toolbar to show it.
  { field: 'email', headerName: 'Email', width: 260 },
];

export default function QuickFilterHiddenColumnsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    // Only the email contains the row number: "7@example" matches rows 7, 17, 27…
    quickFilterValues: ['7@example'],
    quickFilterExcludeHiddenColumns: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns ?? true}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterExcludeHiddenColumns: event.target.checked,
              }))
            }
          />
        }
        label="quickFilterExcludeHiddenColumns"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          disableDensitySelector
        />
      </Box>
    </Box>
  );
}
