import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(30, 61);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 90, editable: true },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams) => {
    if (!params.isEditable) {
      return;
    }
    // A click inside the open editor keeps it open.
    setCellModesModel((previous) => {
      if (previous[params.id]?.[params.field]?.mode === GridCellModes.Edit) {
        return previous;
      }
      // Every other cell goes back to view mode (which saves it); the clicked one enters edit mode.
      const others = Object.fromEntries(
        Object.entries(previous).map(([rowId, fields]) => [
          rowId,
          Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }])),
        ]),
      );
      return {
        ...others,
        [params.id]: { ...others[params.id], [params.field]: { mode: GridCellModes.Edit } },
      };
    });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
