import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import { DataGridPro, GridColDef, GridRenderHeaderFilterProps, useGridApiContext } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(120, 27);

// A compact select that writes an "is" filter item, or removes it for "All".
function DepartmentHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item } = props;
  const apiRef = useGridApiContext();

  const handleChange = (event: SelectChangeEvent) => {
    const value = event.target.value;
    if (value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, operator: 'is', value });
    }
  };

  return (
    <Select
      size="small"
      variant="standard"
      fullWidth
      displayEmpty
      value={typeof item.value === 'string' ? item.value : ''}
      onChange={handleChange}
      inputProps={{ 'aria-label': 'Filter by department' }}
    >
      <MenuItem value="">All departments</MenuItem>
      {DEPARTMENTS.map((department) => (
        <MenuItem key={department} value={department}>
          {department}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 180,
    renderHeaderFilter: (params) => <DepartmentHeaderFilter {...params} />,
  },
  { field: 'role', headerName: 'Role', width: 140 },
  // Returning null leaves this header filter cell empty.
  { field: 'email', headerName: 'Email', width: 260, renderHeaderFilter: () => null },
];

export default function CustomHeaderFilterGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro rows={ROWS} columns={columns} headerFilters />
    </Box>
  );
}
