import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationMeta, GridPaginationModel } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

// The API doesn't tell how many trades exist, only whether there is a next page.
const SERVER_ROWS = generateCommodities(87, 6);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
];

interface CursorResponse {
  rows: Commodity[];
  hasNextPage: boolean;
}

export default function UnknownRowCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [response, setResponse] = React.useState<CursorResponse>({ rows: [], hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      const start = paginationModel.page * paginationModel.pageSize;
      const end = start + paginationModel.pageSize;
      setResponse({ rows: SERVER_ROWS.slice(start, end), hasNextPage: end < SERVER_ROWS.length });
      setLoading(false);
    }, 600);
    return () => clearTimeout(timer);
  }, [paginationModel]);

  // Keep the same object while the answer doesn't change, to avoid needless updates.
  const paginationMeta = React.useMemo<GridPaginationMeta>(
    () => ({ hasNextPage: response.hasNextPage }),
    [response.hasNextPage],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={response.rows}
        columns={columns}
        // -1 means "unknown". The grid reports the real count through `onRowCountChange`
        // once `hasNextPage` is false.
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
