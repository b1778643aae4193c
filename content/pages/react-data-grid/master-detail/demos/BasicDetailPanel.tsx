import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

function EmployeeDetails({ employee }: { employee: Employee }) {
  return (
    <Stack direction="row" spacing={6} sx={{ p: 2 }}>
      <Box>
        <Typography variant="overline">Contact</Typography>
        <Typography variant="body2">{employee.email}</Typography>
        <Typography variant="body2">
          {employee.city}, {employee.country}
        </Typography>
      </Box>
      <Box>
        <Typography variant="overline">Employment</Typography>
        <Typography variant="body2">Joined {dateFormat.format(employee.joinDate)}</Typography>
        <Typography variant="body2">Salary {employee.salary.toLocaleString('en-US')}</Typography>
        <Typography variant="body2">Last review {employee.rating} / 5</Typography>
      </Box>
    </Stack>
  );
}

export default function BasicDetailPanel() {
  // Both callbacks are memoized: the grid calls them for every row when they change.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Employee>) => <EmployeeDetails employee={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 120, []);

  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
