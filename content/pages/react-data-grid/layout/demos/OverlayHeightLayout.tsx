import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

export default function OverlayHeightLayout() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography variant="subtitle2" gutterBottom>
          autoHeight with --DataGrid-overlayHeight: 180px
        </Typography>
        <DataGrid autoHeight rows={[]} columns={columns} hideFooter sx={{ '--DataGrid-overlayHeight': '180px' }} />
      </div>
      <div>
        <Typography variant="subtitle2" gutterBottom>
          Flex parent with minHeight: 200
        </Typography>
        <div style={{ display: 'flex', flexDirection: 'column', minHeight: 200 }}>
          <DataGrid rows={[]} columns={columns} hideFooter />
        </div>
      </div>
    </Stack>
  );
}
