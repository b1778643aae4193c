import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 90 },
];

// Extends whatever theme is above instead of replacing it (or the default theme when there is none).
const withGridOverrides = (outerTheme: Theme | undefined): Theme => {
  const base = outerTheme?.palette ? outerTheme : createTheme();
  return {
    ...base,
    components: {
      ...base.components,
      MuiDataGrid: {
        defaultProps: {
          density: 'compact',
          showColumnVerticalBorder: true,
        },
        styleOverrides: {
          root: { borderRadius: 12 },
          columnHeaderTitle: { textTransform: 'uppercase', letterSpacing: '0.05em', fontSize: '0.75rem' },
          cell: ({ theme }) => ({ fontFamily: theme.typography.fontFamily, fontVariantNumeric: 'tabular-nums' }),
          footerContainer: { minHeight: 44 },
        },
      },
    },
  };
};

export default function ThemeOverrides() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withGridOverrides(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={MOVIES} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
