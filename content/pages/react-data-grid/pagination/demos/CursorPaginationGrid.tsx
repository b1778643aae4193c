import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const PAGE_SIZE = 10;
const SERVER_ROWS = generateEmployees(46, 15);

interface CursorPage {
  rows: Employee[];
  /** Opaque token for the next page, `null` on the last page. */
  nextCursor: string | null;
}

// A cursor API: the client sends the token it received, never an offset.
function fetchPage(cursor: string | null): Promise<CursorPage> {
  const start = cursor === null ? 0 : SERVER_ROWS.findIndex((row) => `emp-${row.id}` === cursor);
  const rows = SERVER_ROWS.slice(start, start + PAGE_SIZE);
  const next = SERVER_ROWS[start + PAGE_SIZE];
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, nextCursor: next ? `emp-${next.id}` : null }), 400);
  });
}

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function CursorPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  // The cursor that fetches each page already visited; page 0 needs none.
  const cursors = React.useRef<Record<number, string | null>>({ 0: null });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);
  const [hasNextPage, setHasNextPage] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    const { page } = paginationModel;
    setLoading(true);
    fetchPage(cursors.current[page] ?? null).then((result) => {
      if (!active) {
        return;
      }
      cursors.current[page + 1] = result.nextCursor;
      setRows(result.rows);
      setHasNextPage(result.nextCursor !== null);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const paginationMeta = React.useMemo(() => ({ hasNextPage }), [hasNextPage]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        // A cursor API has a fixed page size: offer only that one.
        pageSizeOptions={[PAGE_SIZE]}
      />
    </Box>
  );
}
