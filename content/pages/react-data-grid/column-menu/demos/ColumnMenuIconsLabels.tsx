import * as React from 'react';
import Box from '@mui/material/Box';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NorthIcon from '@mui/icons-material/North';
import SouthIcon from '@mui/icons-material/South';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(20, 5);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
];

const localeText: Partial<GridLocaleText> = {
  columnMenuLabel: 'Column options',
  columnMenuSortAsc: 'Smallest first',
  columnMenuSortDesc: 'Largest first',
  columnMenuFilter: 'Filter this column',
};

export default function ColumnMenuIconsLabels() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        slots={{
          columnMenuIcon: ExpandMoreIcon,
          columnMenuSortAscendingIcon: NorthIcon,
          columnMenuSortDescendingIcon: SouthIcon,
          columnMenuFilterIcon: FilterAltOutlinedIcon,
        }}
      />
    </Box>
  );
}
