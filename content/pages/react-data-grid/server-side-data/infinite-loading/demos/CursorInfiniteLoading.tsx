import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const DATABASE = generateCommodities(300, 88);
const BATCH_SIZE = 40;

interface Page {
  rows: Commodity[];
  /** Where the next batch starts, or null at the end. The client never sees a total. */
  nextCursor: string | null;
}

// A cursor-based API: the cursor is opaque to the client, it just hands it back.
function fetchPage(cursor: string | null): Page {
  const start = cursor ? Number(atob(cursor)) : 0;
  const end = Math.min(start + BATCH_SIZE, DATABASE.length);
  return { rows: DATABASE.slice(start, end), nextCursor: end < DATABASE.length ? btoa(String(end)) : null };
}

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function CursorInfiniteLoading() {
  const first = React.useMemo(() => fetchPage(null), []);
  const [rows, setRows] = React.useState<Commodity[]>(first.rows);
  const [cursor, setCursor] = React.useState<string | null>(first.nextCursor);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = () => {
    // Nothing left, or a batch is already on its way.
    if (cursor === null || loading) {
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const page = fetchPage(cursor);
      setRows((previous) => [...previous, ...page.rows]);
      setCursor(page.nextCursor);
      setLoading(false);
    }, 600);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {rows.length} rows loaded{cursor === null ? ', end of the list' : ': scroll down for more'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={loadMore}
          scrollEndThreshold={120}
        />
      </Box>
    </Box>
  );
}
