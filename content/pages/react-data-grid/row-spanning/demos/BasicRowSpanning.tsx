import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateEmployees, Employee, DEPARTMENTS, ROLES } from '@content/demoData';

// Spanning merges neighbouring rows, so order the rows by the spanned columns first.
const rows = generateEmployees(40, 3).sort(
  (a, b) =>
    DEPARTMENTS.indexOf(a.department) - DEPARTMENTS.indexOf(b.department) ||
    ROLES.indexOf(a.role) - ROLES.indexOf(b.role) ||
    a.fullName.localeCompare(b.fullName),
);

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 80,
    // Two colleagues of the same age side by side are a coincidence: never merge ages.
    rowSpanValueGetter: () => null,
  },
];

export default function BasicRowSpanning() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableRowSelectionOnClick
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </div>
  );
}
