import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridPreferencePanelsValue, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 14);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const DETAIL_FIELDS = ['email', 'joinDate', 'rating'];

export default function ColumnVisibilityApi() {
  const apiRef = useGridApiRef();
  const [hiddenCount, setHiddenCount] = React.useState(0);

  const showDetails = (visible: boolean) => {
    DETAIL_FIELDS.forEach((field) => apiRef.current.setColumnVisibility(field, visible));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => showDetails(false)}>
          Compact view
        </Button>
        <Button size="small" variant="outlined" onClick={() => showDetails(true)}>
          Detailed view
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
          Show all
        </Button>
        <Button size="small" onClick={() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns)}>
          Open columns panel
        </Button>
        <Typography variant="body2">Hidden columns: {hiddenCount}</Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnVisibilityModelChange={(model) => {
            setHiddenCount(Object.values(model).filter((visible) => visible === false).length);
          }}
        />
      </div>
    </Stack>
  );
}
