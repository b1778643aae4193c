import * as React from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(30, 43);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  // Sortable, but no sort icon in the header.
  { field: 'department', headerName: 'Department (no sort icon)', width: 210, hideSortIcons: true },
  // Not sortable at all: clicking the header does nothing.
  { field: 'email', headerName: 'Email (not sortable)', width: 230, sortable: false },
  // No column menu button.
  { field: 'age', headerName: 'Age (no menu)', type: 'number', width: 130, disableColumnMenu: true },
];

export default function HeaderIconsAndMenus() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: ArrowDropUpIcon,
          columnSortedDescendingIcon: ArrowDropDownIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] } }}
      />
    </div>
  );
}
