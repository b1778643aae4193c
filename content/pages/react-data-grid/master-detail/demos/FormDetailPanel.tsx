import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiContext, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(15, 44);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 140 },
];

function EmployeeForm({ employee }: { employee: Employee }) {
  // The panel is rendered inside the grid, so it can reach the grid's API.
  const apiRef = useGridApiContext();
  const [email, setEmail] = React.useState(employee.email);
  const [department, setDepartment] = React.useState<Employee['department']>(employee.department);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    apiRef.current.updateRows([{ id: employee.id, email, department }]);
    apiRef.current.toggleDetailPanel(employee.id);
  };

  return (
    <Stack component="form" direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }} onSubmit={save}>
      <TextField size="small" label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField
        select
        size="small"
        label="Department"
        value={department}
        onChange={(event) => setDepartment(event.target.value as Employee['department'])}
        sx={{ minWidth: 160 }}
      >
        {DEPARTMENTS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="small">
        Save
      </Button>
    </Stack>
  );
}

export default function FormDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Employee>) => <EmployeeForm employee={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 80, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
