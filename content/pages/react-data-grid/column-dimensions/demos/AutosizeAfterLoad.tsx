import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity' },
  { field: 'traderName', headerName: 'Trader' },
  { field: 'traderEmail', headerName: 'Email' },
  { field: 'counterPartyCountry', headerName: 'Counterparty country' },
  { field: 'totalPrice', headerName: 'Total', type: 'number' },
];

// Stands in for a request to your server.
function fetchTrades(batch: number): Promise<Commodity[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(generateCommodities(40, batch)), 600);
  });
}

export default function AutosizeAfterLoad() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Commodity[]>([]);
  const [loading, setLoading] = React.useState(false);
  const batch = React.useRef(0);

  const load = React.useCallback(async () => {
    setLoading(true);
    batch.current += 1;
    setRows(await fetchTrades(batch.current));
    setLoading(false);
  }, []);

  React.useEffect(() => {
    load();
  }, [load]);

  // Measure once the new rows are in the DOM: `autosizeOnMount` would have run on the empty grid.
  React.useEffect(() => {
    if (rows.length === 0) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, apiRef]);

  return (
    <div style={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={load} disabled={loading} sx={{ mb: 1 }}>
        Load other trades
      </Button>
      <div style={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} />
      </div>
    </div>
  );
}
