import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createRandom } from '@content/demoData';

const ROW_COUNT = 10_000;
const METRIC_COUNT = 50;

type MetricRow = { id: number; sensor: string } & Record<string, number | string>;

function buildData() {
  const random = createRandom(2024);
  const columns: GridColDef<MetricRow>[] = [
    { field: 'id', headerName: 'ID', type: 'number', width: 80 },
    { field: 'sensor', headerName: 'Sensor', width: 120 },
  ];
  for (let c = 0; c < METRIC_COUNT; c += 1) {
    columns.push({ field: `m${c}`, headerName: `Metric ${c + 1}`, type: 'number', width: 110 });
  }
  const rows: MetricRow[] = [];
  for (let r = 0; r < ROW_COUNT; r += 1) {
    const row: MetricRow = { id: r + 1, sensor: `S-${String(r + 1).padStart(5, '0')}` };
    for (let c = 0; c < METRIC_COUNT; c += 1) {
      row[`m${c}`] = random.float(0, 1000, 1);
    }
    rows.push(row);
  }
  return { rows, columns };
}

// Counts what is actually in the DOM, to show that only a window of the data is rendered.
function useRenderedCounts(containerRef: React.RefObject<HTMLDivElement>) {
  const [counts, setCounts] = React.useState({ rows: 0, cells: 0 });
  React.useEffect(() => {
    const measure = () => {
      const root = containerRef.current;
      if (!root) {
        return;
      }
      const rows = root.querySelectorAll('[role="row"][data-rowindex]').length;
      const cells = root.querySelectorAll('[role="row"][data-rowindex] [role="gridcell"]').length;
      setCounts((previous) => (previous.rows === rows && previous.cells === cells ? previous : { rows, cells }));
    };
    measure();
    const interval = setInterval(measure, 250);
    return () => clearInterval(interval);
  }, [containerRef]);
  return counts;
}

export default function LargeDataset() {
  const { rows, columns } = React.useMemo(buildData, []);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const counts = useRenderedCounts(containerRef);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Chip label={`${(rows.length * columns.length).toLocaleString('en-US')} cells in the data`} />
        <Chip color="primary" label={`${counts.rows} rows and ${counts.cells} cells in the DOM`} />
      </Stack>
      <Box ref={containerRef} sx={{ height: 460 }}>
        <DataGridPro rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
