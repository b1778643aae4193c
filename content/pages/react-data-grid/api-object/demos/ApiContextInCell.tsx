import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(60, 52);

function SelectDepartmentButton(props: GridRenderCellParams<Employee, Employee['department']>) {
  const { value, tabIndex } = props;
  // Any component rendered by the grid can reach its API through the context.
  const apiRef = useGridApiContext();

  const selectDepartment = () => {
    const ids = gridFilteredSortedRowEntriesSelector(apiRef)
      .filter((entry) => entry.model.department === value)
      .map((entry) => entry.id);
    apiRef.current.setRowSelectionModel(ids);
  };

  return (
    <Button size="small" tabIndex={tabIndex} onClick={selectDepartment}>
      {value}
    </Button>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department (click to select all)',
    width: 240,
    renderCell: (params: GridRenderCellParams<Employee, Employee['department']>) => (
      <SelectDepartmentButton {...params} />
    ),
  },
  { field: 'role', headerName: 'Role', width: 110 },
];

export default function ApiContextInCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
