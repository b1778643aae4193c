import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { MOVIES } from '@content/demoData';

interface FilmRow {
  id: number | string;
  title: string;
  year?: number;
  company?: string;
  gross: number;
  isTotal?: boolean;
}

const rows: FilmRow[] = MOVIES.map(({ id, title, year, company, gross }) => ({ id, title, year, company, gross }));

const billions = (value: number) => `${(value / 1_000_000_000).toFixed(2)} bn`;

const columns: GridColDef<FilmRow>[] = [
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 240,
    // The totals row only has a label and a sum: its label covers the next two columns.
    colSpan: (_value, row) => (row.isTotal ? 3 : undefined),
  },
  { field: 'year', headerName: 'Year', width: 90, valueFormatter: (value?: number) => (value ? String(value) : '') },
  { field: 'company', headerName: 'Studio', width: 180 },
  {
    field: 'gross',
    headerName: 'Gross (USD)',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => billions(value),
  },
];

export default function PinnedTotalsRow() {
  const pinnedRows = React.useMemo<GridPinnedRowsProp<FilmRow>>(() => {
    const total = rows.reduce((sum, row) => sum + row.gross, 0);
    return {
      bottom: [{ id: 'total', title: `Total for ${rows.length} films`, gross: total, isTotal: true }],
    };
  }, []);

  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        '& .MuiDataGrid-pinnedRows--bottom .MuiDataGrid-cell': { fontWeight: 'bold' },
      }}
    >
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </Box>
  );
}
