import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes, GridCellModesModel, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { ROLES, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(12, 33);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: [...ROLES],
    width: 130,
    editable: true,
  },
  { field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90, editable: true },
  { field: 'email', headerName: 'Email', width: 240 },
];

// Every cell currently listed in the model, switched back to view mode (which saves it).
function everyCellInViewMode(model: GridCellModesModel): GridCellModesModel {
  const result: GridCellModesModel = {};
  Object.entries(model).forEach(([id, fields]) => {
    const cells: GridCellModesModel[string] = {};
    Object.keys(fields).forEach((field) => {
      cells[field] = { mode: GridCellModes.View };
    });
    result[id] = cells;
  });
  return result;
}

export default function SingleClickEditingGrid() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick: GridEventListener<'cellClick'> = React.useCallback((params, event) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // Clicks inside a portal (the options of a select) bubble through React, not through the cell.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((previous) => {
      const next = everyCellInViewMode(previous);
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
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
