import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'city', headerName: 'City', width: 130 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'name',
    headerName: 'Name',
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    groupId: 'job',
    headerName: 'Job',
    description: 'Where the employee works and at which level',
    children: [{ field: 'department' }, { field: 'role' }],
  },
  {
    groupId: 'location',
    headerName: 'Location',
    children: [{ field: 'country' }, { field: 'city' }],
  },
];

export default function BasicColumnGroups() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} />
    </div>
  );
}
