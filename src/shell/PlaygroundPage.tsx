import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import Head from 'next/head';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'package', headerName: 'Package', flex: 1, minWidth: 200 },
  { field: 'plan', headerName: 'Plan', width: 140 },
  { field: 'version', headerName: 'Version', width: 120 },
];

const rows = [
  { id: 1, package: '@mui/x-data-grid', plan: 'Community', version: '7.21.0' },
  { id: 2, package: '@mui/x-data-grid-pro', plan: 'Pro', version: '7.21.0' },
  { id: 3, package: '@mui/x-data-grid-premium', plan: 'Premium', version: '7.21.0' },
  { id: 4, package: '@mui/x-date-pickers', plan: 'Community', version: '7.21.0' },
  { id: 5, package: '@mui/x-date-pickers-pro', plan: 'Pro', version: '7.21.0' },
  { id: 6, package: '@mui/x-charts', plan: 'Community', version: '7.21.0' },
  { id: 7, package: '@mui/x-tree-view', plan: 'Community', version: '7.21.0' },
  { id: 8, package: '@mui/x-license', plan: 'Pro and Premium', version: '7.21.0' },
];

/** A bare page (no app bar, no navigation) that shows a component at full size. */
export function PlaygroundPage() {
  return (
    <>
      <Head>
        <title>Playground - MUI X 7.21.0</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Box component="main" sx={{ height: '100vh', p: 2 }}>
        <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />
      </Box>
    </>
  );
}

PlaygroundPage.layout = 'bare' as const;
