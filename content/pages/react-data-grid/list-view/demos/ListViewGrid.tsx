import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridListColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(40, 91);

// Still needed: sorting, filtering and the quick filter work on these columns even though none is shown.
const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name' },
  { field: 'role', headerName: 'Role' },
  { field: 'department', headerName: 'Department' },
  { field: 'city', headerName: 'City' },
];

function EmployeeCard({ row }: GridRenderCellParams<Employee>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>
        {row.firstName[0]}
        {row.lastName[0]}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {row.fullName}
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {row.role} · {row.department} · {row.city}
        </Typography>
      </Box>
    </Stack>
  );
}

// The one column rendered in list view: it takes the whole width of the grid.
const listColumn: GridListColDef<Employee> = {
  field: 'listColumn',
  renderCell: (params) => <EmployeeCard {...params} />,
};

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function ListViewGrid() {
  return (
    <Box sx={{ height: 460, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        unstable_listView
        unstable_listColumn={listColumn}
        rowHeight={64}
        slots={{ toolbar: SearchToolbar }}
        initialState={{ sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] } }}
      />
    </Box>
  );
}
