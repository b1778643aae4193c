import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

interface CacheStats {
  hits: number;
  misses: number;
}

/** A cache with no expiry that reports every lookup, keyed by the serialised request. */
class CountingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  constructor(private onLookup: (hit: boolean) => void) {}

  private static toKey(params: GridGetRowsParams): string {
    return JSON.stringify([params.paginationModel, params.sortModel, params.filterModel, params.groupKeys]);
  }

  set(key: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(CountingCache.toKey(key), value);
  }

  get(key: GridGetRowsParams) {
    const value = this.entries.get(CountingCache.toKey(key));
    this.onLookup(value !== undefined);
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

export default function DataSourceCustomCache() {
  const apiRef = useGridApiRef();
  const [stats, setStats] = React.useState<CacheStats>({ hits: 0, misses: 0 });
  const cache = React.useMemo(
    () =>
      new CountingCache((hit) =>
        setStats((previous) =>
          hit ? { ...previous, hits: previous.hits + 1 } : { ...previous, misses: previous.misses + 1 },
        ),
      ),
    [],
  );

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
      getRows: ({ paginationModel }) =>
        new Promise<GridGetRowsResponse>((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            const start = paginationModel.page * paginationModel.pageSize;
            resolve({ rows: MOVIES.slice(start, start + paginationModel.pageSize), rowCount: MOVIES.length });
          }, 500);
          timers.current.add(timer);
        }),
    }),
    [],
  );

  const refresh = () => {
    apiRef.current.unstable_dataSource.cache.clear();
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Chip color="success" label={`${stats.hits} cache hits`} />
        <Chip color="warning" label={`${stats.misses} misses (server calls)`} />
        <Button size="small" variant="outlined" onClick={refresh}>
          Clear cache and refetch
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          pagination
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 }, rowCount: 0 } }}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
