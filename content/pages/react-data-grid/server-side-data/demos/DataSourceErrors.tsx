import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [failRequests, setFailRequests] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  // Read by the data source at request time, so toggling doesn't recreate it.
  const failRef = React.useRef(failRequests);
  failRef.current = failRequests;

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
        new Promise<GridGetRowsResponse>((resolve, reject) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            if (failRef.current) {
              reject(new Error('The server answered 503 Service Unavailable.'));
              return;
            }
            const start = paginationModel.page * paginationModel.pageSize;
            resolve({ rows: MOVIES.slice(start, start + paginationModel.pageSize), rowCount: MOVIES.length });
          }, 500);
          timers.current.add(timer);
        }),
    }),
    [],
  );

  const retry = () => {
    setError(null);
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={failRequests} onChange={(event) => setFailRequests(event.target.checked)} />}
        label="Make requests fail"
        sx={{ mb: 1 }}
      />
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
