import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const SERVER_ROWS = generateEmployees(500, 44);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'city', headerName: 'City', width: 130 },
];

interface PageResponse {
  rows: Employee[];
  total: number;
}

export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [response, setResponse] = React.useState<PageResponse>({ rows: [], total: 0 });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    setLoading(true);
    // Simulated GET /employees?page=…&pageSize=… with a fixed 600 ms latency.
    const timer = setTimeout(() => {
      const start = paginationModel.page * paginationModel.pageSize;
      setResponse({
        rows: SERVER_ROWS.slice(start, start + paginationModel.pageSize),
        total: SERVER_ROWS.length,
      });
      setLoading(false);
    }, 600);
    return () => clearTimeout(timer);
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={response.rows}
        columns={columns}
        rowCount={response.total}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
