import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGridPro, GridActionsCellItem, GridColDef, GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid-pro';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: () => [
      <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" />,
      <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" />,
    ],
  },
];

export default function BasicColumnPinning() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{
          pinnedColumns: {
            left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'fullName'],
            right: ['actions'],
          },
        }}
      />
    </div>
  );
}
