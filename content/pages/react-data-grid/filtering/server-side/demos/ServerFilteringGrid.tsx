import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const SERVER_ROWS = generateEmployees(120, 17);

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name',
    width: 180,
    filterOperators: getGridStringOperators().filter((op) => op.value === 'contains'),
  },
  {
    field: 'city',
    headerName: 'City',
    width: 150,
    filterOperators: getGridStringOperators().filter((op) => op.value === 'contains'),
  },
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 90,
    filterOperators: getGridNumericOperators().filter((op) => ['>', '<'].includes(op.value)),
  },
];

// The backend applies the (single) filter item it receives.
function filterOnServer(filterModel: GridFilterModel): Employee[] {
  const item = filterModel.items[0];
  if (!item || item.value === undefined || item.value === null || item.value === '') {
    return SERVER_ROWS;
  }
  return SERVER_ROWS.filter((row) => {
    const cell = row[item.field as keyof Employee];
    switch (item.operator) {
      case 'contains':
        return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
      case '>':
        return Number(cell) > Number(item.value);
      case '<':
        return Number(cell) < Number(item.value);
      default:
        return true;
    }
  });
}

export default function ServerFilteringGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<Employee[]>(SERVER_ROWS);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    setLoading(true);
    // Simulated request with a fixed 500 ms latency; a newer model cancels the pending one.
    const timer = setTimeout(() => {
      setRows(filterOnServer(filterModel));
      setLoading(false);
    }, 500);
    return () => clearTimeout(timer);
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
      />
    </Box>
  );
}
