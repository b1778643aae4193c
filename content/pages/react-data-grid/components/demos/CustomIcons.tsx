import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import NorthIcon from '@mui/icons-material/North';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import SouthIcon from '@mui/icons-material/South';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 6);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 100 },
];

export default function CustomIcons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'role', operator: 'isNotEmpty' }] } },
        }}
        slots={{
          columnSortedAscendingIcon: NorthIcon,
          columnSortedDescendingIcon: SouthIcon,
          columnFilteredIcon: FilterAltIcon,
          columnMenuIcon: MoreHorizIcon,
          booleanCellTrueIcon: CheckCircleIcon,
          booleanCellFalseIcon: RemoveCircleOutlineIcon,
        }}
      />
    </Box>
  );
}
