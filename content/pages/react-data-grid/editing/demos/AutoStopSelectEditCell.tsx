import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { ROLES, generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(12, 52);

type Role = Employee['role'];

function RoleEditCell({ id, field, value, colDef }: GridRenderEditCellParams<Employee, Role>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent<Role>) => {
    // Wait for the value to be stored, then leave edit mode: one pick saves the cell.
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value as Role });
    // Enter on an option may already have ended editing through the grid's own key handling.
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      size="small"
      fullWidth
      autoFocus
      defaultOpen
      inputProps={{ 'aria-label': colDef.headerName }}
      sx={{ height: '100%', '& fieldset': { border: 0 } }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  {
    field: 'role',
    headerName: 'Role',
    width: 160,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Employee, Role>) => <RoleEditCell {...params} />,
  },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function AutoStopSelectEditCell() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={(newRow) => newRow} />
    </div>
  );
}
