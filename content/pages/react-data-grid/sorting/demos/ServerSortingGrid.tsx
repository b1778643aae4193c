import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const SERVER_ROWS = generateEmployees(60, 12);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 130 },
];

// What the backend does with the sort model it receives.
function sortOnServer(sortModel: GridSortModel): Employee[] {
  const item = sortModel[0];
  if (!item || !item.sort) {
    return SERVER_ROWS;
  }
  const field = item.field as keyof Employee;
  const direction = item.sort === 'asc' ? 1 : -1;
  return [...SERVER_ROWS].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    if (left instanceof Date && right instanceof Date) {
      return (left.getTime() - right.getTime()) * direction;
    }
    if (typeof left === 'number' && typeof right === 'number') {
      return (left - right) * direction;
    }
    return String(left).localeCompare(String(right)) * direction;
  });
}

export default function ServerSortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<Employee[]>(SERVER_ROWS);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    setLoading(true);
    // Simulated request: the answer arrives after 600 ms, and is ignored if the model changed meanwhile.
    const timer = setTimeout(() => {
      setRows(sortOnServer(sortModel));
      setLoading(false);
    }, 600);
    return () => clearTimeout(timer);
  }, [sortModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
      />
    </Box>
  );
}
