import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createRandom } from '@content/demoData';

type Row = { id: number } & Record<string, number>;

const random = createRandom(77);
const columns: GridColDef<Row>[] = Array.from({ length: 40 }, (_, index) => ({
  field: `c${index}`,
  headerName: `Col ${index + 1}`,
  type: 'number',
  width: 100,
}));
const rows: Row[] = Array.from({ length: 100 }, (_, rowIndex) => {
  const row: Row = { id: rowIndex + 1 };
  columns.forEach((column) => {
    row[column.field] = random.int(0, 999);
  });
  return row;
});

const BUFFERS = [0, 150, 500, 1500];

function useRenderedCounts(containerRef: React.RefObject<HTMLDivElement>) {
  const [counts, setCounts] = React.useState({ rows: 0, columns: 0 });
  React.useEffect(() => {
    const measure = () => {
      const root = containerRef.current;
      if (!root) {
        return;
      }
      const renderedRows = root.querySelectorAll('[role="row"][data-rowindex]');
      const renderedRowCount = renderedRows.length;
      const columnCount = renderedRows[0]?.querySelectorAll('[role="gridcell"]').length ?? 0;
      setCounts((previous) =>
        previous.rows === renderedRowCount && previous.columns === columnCount
          ? previous
          : { rows: renderedRowCount, columns: columnCount },
      );
    };
    measure();
    const interval = setInterval(measure, 250);
    return () => clearInterval(interval);
  }, [containerRef]);
  return counts;
}

export default function BufferSizes() {
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const counts = useRenderedCounts(containerRef);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="row-buffer-label">rowBufferPx</InputLabel>
          <Select
            labelId="row-buffer-label"
            label="rowBufferPx"
            value={rowBufferPx}
            onChange={(event) => setRowBufferPx(Number(event.target.value))}
          >
            {BUFFERS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="column-buffer-label">columnBufferPx</InputLabel>
          <Select
            labelId="column-buffer-label"
            label="columnBufferPx"
            value={columnBufferPx}
            onChange={(event) => setColumnBufferPx(Number(event.target.value))}
          >
            {BUFFERS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Chip color="primary" label={`${counts.rows} rows × ${counts.columns} columns rendered`} />
      </Stack>
      <Box ref={containerRef} sx={{ height: 380 }}>
        {/* The key remounts the grid so the new buffers apply from a resting state. */}
        <DataGrid
          key={`${rowBufferPx}-${columnBufferPx}`}
          rows={rows}
          columns={columns}
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
          hideFooter
        />
      </Box>
    </Box>
  );
}
