import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(200, 9);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function PaginationFooterPropsGrid() {
  const [hideFooter, setHideFooter] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideFooter} onChange={(event) => setHideFooter(event.target.checked)} />}
        label="hideFooter"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          hideFooter={hideFooter}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          // Passed on to Material UI's TablePagination.
          slotProps={{
            pagination: { showFirstButton: true, showLastButton: true, labelRowsPerPage: 'Trades' },
          }}
        />
      </Box>
    </Box>
  );
}
