import { DataGridPro, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(30, 6);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'Locked group',
    description: 'Columns can move inside this group but not leave it',
    children: [{ field: 'firstName' }, { field: 'lastName' }, { field: 'age' }],
  },
  {
    groupId: 'Free group',
    description: 'freeReordering: columns can be dragged out of this group',
    freeReordering: true,
    children: [{ field: 'department' }, { field: 'role' }, { field: 'salary' }],
  },
];

export default function GroupReordering() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} />
    </div>
  );
}
