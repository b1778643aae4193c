import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { generateCommodities } from '@content/demoData';

const DATABASE = generateCommodities(60, 85);

interface PriceRow {
  id: number;
  commodity: string;
  unitPrice: number;
  request: number;
}

const columns: GridColDef<PriceRow>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150, sortable: false, filterable: false },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, sortable: false, filterable: false },
  { field: 'request', headerName: 'Server request #', type: 'number', width: 150, sortable: false, filterable: false },
];

export default function DataSourceRefresh() {
  const apiRef = useGridApiRef();
  const requests = React.useRef(0);

  // A server whose prices move a little on every request.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params: GridGetRowsParams) => {
        requests.current += 1;
        const request = requests.current;
        const start = Number(params.start);
        const page = DATABASE.slice(start, Number(params.end) + 1).map((trade) => ({
          id: trade.id,
          commodity: trade.commodity,
          unitPrice: Math.round(trade.unitPrice * (1 + 0.01 * request) * 100) / 100,
          request,
        }));
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { rows: page, rowCount: DATABASE.length };
      },
    }),
    [],
  );

  // With a cached answer for these params, fetchRows() shows it again without a request.
  const fetchAgain = () => apiRef.current.unstable_dataSource.fetchRows();
  const refresh = () => {
    apiRef.current.unstable_dataSource.cache.clear();
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={fetchAgain}>
          fetchRows()
        </Button>
        <Button size="small" variant="contained" onClick={refresh}>
          Clear cache, then fetchRows()
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </div>
    </div>
  );
}
