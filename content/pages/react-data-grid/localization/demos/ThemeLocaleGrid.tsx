import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { deDE as coreDeDE } from '@mui/material/locale';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 15);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Abteilung', width: 130 },
  { field: 'age', headerName: 'Alter', type: 'number', width: 90 },
];

// Adds the German packs to the surrounding theme, so the page's colours and dark mode are kept.
// With your own theme, `createTheme(options, deDE, coreDeDE)` does the same.
const withGermanTexts = (outerTheme: Theme | undefined): Theme => {
  const base = outerTheme?.palette ? outerTheme : createTheme();
  return {
    ...base,
    components: {
      ...base.components,
      ...coreDeDE.components,
      ...deDE.components,
    },
  };
};

export default function ThemeLocaleGrid() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withGermanTexts(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 420, width: '100%' }}>
        {/* No localeText prop: the grid reads its texts from the theme. */}
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            toolbar: {
              showQuickFilter: true,
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
        />
      </Box>
    </ThemeProvider>
  );
}
