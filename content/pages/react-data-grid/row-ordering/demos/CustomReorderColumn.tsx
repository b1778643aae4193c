import SwapVertIcon from '@mui/icons-material/SwapVert';
import { DataGridPro, GRID_REORDER_COL_DEF, GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees } from '@content/demoData';

// `__reorder__` is the label shown next to the handle while a row is dragged.
const rows = generateEmployees(20, 23).map((employee) => ({ ...employee, __reorder__: employee.fullName }));

type Row = (typeof rows)[number];

const columns: GridColDef<Row>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
  // The handle column, moved to the end with a header.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', width: 70, renderHeader: () => 'Move' },
];

export default function CustomReorderColumn() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering slots={{ rowReorderIcon: SwapVertIcon }} />
    </div>
  );
}
