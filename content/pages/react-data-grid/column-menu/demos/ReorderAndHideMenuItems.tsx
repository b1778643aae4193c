import { DataGrid, GridColDef, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(20, 2);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

function CompactColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Remove the "Hide column" and "Manage columns" entries.
        columnMenuColumnsItem: null,
      }}
      slotProps={{
        // Lower numbers come first: show the filter entry above the sort entries.
        columnMenuFilterItem: { displayOrder: 0 },
      }}
    />
  );
}

export default function ReorderAndHideMenuItems() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CompactColumnMenu }} />
    </div>
  );
}
