import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColDef,
  GridCsvExportMenuItem,
  GridCsvGetRowsToExportParams,
  GridPrintExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(40, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  // Never exported: the column is only useful on screen.
  { field: 'email', headerName: 'Email', width: 240, disableExport: true },
];

// Every row that passes the filters, whether rows are selected or not.
const allFilteredRows = ({ apiRef }: GridCsvGetRowsToExportParams) => gridFilteredSortedRowIdsSelector(apiRef);

// A custom entry: GridToolbarExportContainer passes `hideMenu` to each child.
function AllRowsCsvMenuItem(props: { hideMenu?: () => void }) {
  const { hideMenu } = props;
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={() => {
        apiRef.current.exportDataAsCsv({
          fileName: 'employees-all',
          getRowsToExport: allFilteredRows,
        });
        hideMenu?.();
      }}
    >
      Download all rows as CSV
    </MenuItem>
  );
}

function ExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{ fileName: 'employees-selection' }} />
        <AllRowsCsvMenuItem />
        <GridPrintExportMenuItem options={{ hideFooter: true, hideToolbar: true }} />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function CustomExportMenuGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={ROWS} columns={columns} checkboxSelection slots={{ toolbar: ExportToolbar }} />
    </Box>
  );
}
