import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

// The server holds 140 trades; the client only has an estimate of 100.
const SERVER_ROWS = generateCommodities(140, 12);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
];

export default function EstimatedRowCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<Commodity[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [loading, setLoading] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      const start = paginationModel.page * paginationModel.pageSize;
      const end = start + paginationModel.pageSize;
      setRows(SERVER_ROWS.slice(start, end));
      setHasNextPage(end < SERVER_ROWS.length);
      setLoading(false);
    }, 500);
    return () => clearTimeout(timer);
  }, [paginationModel]);

  const paginationMeta = React.useMemo<GridPaginationMeta>(() => ({ hasNextPage }), [hasNextPage]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        // Shown as "of more than 100" until the real count is known.
        estimatedRowCount={100}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
