import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  useGridApiRef,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(12, 61);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180, editable: true },
  { field: 'role', headerName: 'Role', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
  { field: 'email', headerName: 'Email (read-only)', width: 240 },
];

interface CellRef {
  id: GridRowId;
  field: string;
}

// Keep the focus in the editor while a button is pressed.
const keepCellFocus = (event: React.MouseEvent) => event.preventDefault();

// A click outside the cell would save it; here only the buttons, Enter, Tab and Escape end editing.
const keepEditingOnFocusOut: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function EditButtonsGrid() {
  const apiRef = useGridApiRef();
  const [cell, setCell] = React.useState<CellRef | null>(null);
  const [modes, setModes] = React.useState<GridCellModesModel>({});

  // Remember the last focused cell, whether reached by mouse or keyboard.
  React.useEffect(
    () => apiRef.current.subscribeEvent('cellFocusIn', (params) => setCell({ id: params.id, field: params.field })),
    [apiRef],
  );

  const isEditable = cell !== null && apiRef.current.getColumn(cell.field)?.editable === true;
  const isEditing = cell !== null && modes[cell.id]?.[cell.field]?.mode === GridCellModes.Edit;

  const edit = () => {
    if (cell) {
      apiRef.current.startCellEditMode(cell);
      apiRef.current.setCellFocus(cell.id, cell.field);
    }
  };
  const stop = (ignoreModifications: boolean) => {
    if (cell && apiRef.current.getCellMode(cell.id, cell.field) === GridCellModes.Edit) {
      apiRef.current.stopCellEditMode({ ...cell, ignoreModifications });
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={!isEditable || isEditing} onClick={edit}>
          Edit
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!isEditing}
          onMouseDown={keepCellFocus}
          onClick={() => stop(false)}
        >
          Save
        </Button>
        <Button size="small" disabled={!isEditing} onMouseDown={keepCellFocus} onClick={() => stop(true)}>
          Cancel
        </Button>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onCellModesModelChange={setModes}
          onCellEditStop={keepEditingOnFocusOut}
          processRowUpdate={(newRow) => newRow}
        />
      </div>
    </div>
  );
}
