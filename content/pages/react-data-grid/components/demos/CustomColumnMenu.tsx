import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 120 },
  { field: 'director', headerName: 'Director', width: 110 },
  { field: 'company', headerName: 'Company', width: 110 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'gross', headerName: 'Gross ($)', type: 'number', width: 150 },
];

function AutosizeColumnItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function MovieColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Remove the "Hide column" and "Manage columns" entries.
        columnMenuColumnsItem: null,
        // Add a new entry.
        columnMenuAutosizeItem: AutosizeColumnItem,
      }}
      slotProps={{
        // Show the new entry first, before sorting (10) and filtering (20).
        columnMenuAutosizeItem: { displayOrder: 5 },
      }}
    />
  );
}

export default function CustomColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={MOVIES} columns={columns} slots={{ columnMenu: MovieColumnMenu }} />
    </Box>
  );
}
