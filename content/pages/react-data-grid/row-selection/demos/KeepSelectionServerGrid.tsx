import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const SERVER_ROWS = generateEmployees(60, 50);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function KeepSelectionServerGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  React.useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      const start = paginationModel.page * paginationModel.pageSize;
      setRows(SERVER_ROWS.slice(start, start + paginationModel.pageSize));
      setLoading(false);
    }, 500);
    return () => clearTimeout(timer);
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={SERVER_ROWS.length}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          keepNonExistentRowsSelected
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected ids (across pages):{' '}
        {selection.length > 0 ? [...selection].sort((a, b) => Number(a) - Number(b)).join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
