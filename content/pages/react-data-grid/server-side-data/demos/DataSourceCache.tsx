import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const DATABASE = generateCommodities(500, 81);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
];

export default function DataSourceCache() {
  const apiRef = useGridApiRef();
  const [cacheEnabled, setCacheEnabled] = React.useState(true);
  const [requests, setRequests] = React.useState(0);
  // One cache instance for the life of the component; entries expire after a minute.
  const cache = React.useMemo(() => new GridDataSourceCacheDefault({ ttl: 60_000 }), []);

  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ paginationModel, sortModel }) => {
        setRequests((previous) => previous + 1);
        return new Promise<GridGetRowsResponse>((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            const sorted = [...DATABASE];
            const [firstSort] = sortModel;
            if (firstSort) {
              const field = firstSort.field as keyof Commodity;
              const direction = firstSort.sort === 'desc' ? -1 : 1;
              sorted.sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
            }
            const start = paginationModel.page * paginationModel.pageSize;
            resolve({ rows: sorted.slice(start, start + paginationModel.pageSize), rowCount: sorted.length });
          }, 500);
          timers.current.add(timer);
        });
      },
    }),
    [],
  );

  const refresh = () => {
    apiRef.current.unstable_dataSource.cache.clear();
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControlLabel
          control={<Switch checked={cacheEnabled} onChange={(event) => setCacheEnabled(event.target.checked)} />}
          label="Cache"
        />
        <Button size="small" variant="outlined" onClick={refresh}>
          Clear cache and refetch
        </Button>
        <Chip color="primary" label={`${requests} requests sent`} />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cacheEnabled ? cache : null}
          pagination
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
          disableColumnFilter
        />
      </Box>
    </Box>
  );
}
