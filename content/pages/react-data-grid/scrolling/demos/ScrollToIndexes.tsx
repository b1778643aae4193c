import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createRandom } from '@content/demoData';

type Row = { id: number } & Record<string, number>;

const random = createRandom(5);
const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'Row', width: 80 },
  ...Array.from(
    { length: 30 },
    (_, index): GridColDef<Row> => ({
      field: `c${index}`,
      headerName: `Column ${index + 1}`,
      type: 'number',
      width: 120,
    }),
  ),
];
const rows: Row[] = Array.from({ length: 100 }, (_, rowIndex) => {
  const row: Row = { id: rowIndex + 1 };
  for (let c = 0; c < 30; c += 1) {
    row[`c${c}`] = random.int(0, 9999);
  }
  return row;
});

export default function ScrollToIndexes() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(75);
  const [colIndex, setColIndex] = React.useState(20);

  const scroll = (withFocus: boolean) => {
    const rowIds = gridExpandedSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const safeRow = Math.min(Math.max(rowIndex, 0), rowIds.length - 1);
    const safeCol = Math.min(Math.max(colIndex, 0), fields.length - 1);
    apiRef.current.scrollToIndexes({ rowIndex: safeRow, colIndex: safeCol });
    const id = rowIds[safeRow];
    const field = fields[safeCol];
    if (withFocus && id !== undefined && field !== undefined) {
      apiRef.current.setCellFocus(id, field);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <TextField
          size="small"
          type="number"
          label="rowIndex"
          value={rowIndex}
          onChange={(event) => setRowIndex(Number(event.target.value))}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          type="number"
          label="colIndex"
          value={colIndex}
          onChange={(event) => setColIndex(Number(event.target.value))}
          sx={{ width: 110 }}
        />
        <Button variant="outlined" onClick={() => scroll(false)}>
          Scroll
        </Button>
        <Button variant="contained" onClick={() => scroll(true)}>
          Scroll and focus
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
