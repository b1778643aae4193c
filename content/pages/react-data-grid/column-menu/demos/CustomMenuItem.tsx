import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(30);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 90 },
  { field: 'traderName', headerName: 'Trader', width: 90 },
  { field: 'traderEmail', headerName: 'Trader email', width: 120 },
  { field: 'counterPartyCountry', headerName: 'Counterparty country', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

function FitToContentItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
    // `onClick` closes the menu.
    onClick(event);
  };

  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function MenuWithFitItem(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem }}
      slotProps={{ columnMenuFitItem: { displayOrder: 5 } }}
    />
  );
}

export default function CustomMenuItem() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: MenuWithFitItem }} />
    </div>
  );
}
