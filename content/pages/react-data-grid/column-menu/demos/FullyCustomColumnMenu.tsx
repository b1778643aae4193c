import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  DataGrid,
  GridColDef,
  GridColumnMenuContainer,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';
import { MOVIES, Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

// Not built on GridColumnMenu: every entry is written here.
function ShortColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;
  const apiRef = useGridApiContext();
  const isNumber = colDef.type === 'number';

  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <MenuItem
        onClick={(event) => {
          apiRef.current.sortColumn(colDef.field, 'asc');
          hideMenu(event);
        }}
      >
        <ListItemIcon>
          <ArrowUpwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{isNumber ? 'Oldest first' : 'A to Z'}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={(event) => {
          apiRef.current.sortColumn(colDef.field, 'desc');
          hideMenu(event);
        }}
      >
        <ListItemIcon>
          <ArrowDownwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{isNumber ? 'Newest first' : 'Z to A'}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={(event) => {
          apiRef.current.setColumnVisibility(colDef.field, false);
          hideMenu(event);
        }}
      >
        <ListItemIcon>
          <VisibilityOffIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Hide {colDef.headerName}</ListItemText>
      </MenuItem>
    </GridColumnMenuContainer>
  );
}

export default function FullyCustomColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={MOVIES} columns={columns} slots={{ columnMenu: ShortColumnMenu }} />
    </Box>
  );
}
