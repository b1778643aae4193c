import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';
import { ROLES, generateEmployees } from '@content/demoData';

interface TeamMember {
  id: number;
  fullName: string;
  role: string;
  salary: number;
  isNew?: boolean;
}

const INITIAL_ROWS: TeamMember[] = generateEmployees(8, 9).map(({ id, fullName, role, salary }) => ({
  id,
  fullName,
  role,
  salary,
}));

export default function RowEditingGrid() {
  const [rows, setRows] = React.useState<TeamMember[]>(INITIAL_ROWS);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(INITIAL_ROWS.length + 1);

  const handleAdd = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((previous) => [{ id, fullName: '', role: 'Associate', salary: 50000, isNew: true }, ...previous]);
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'fullName' },
    }));
  };

  const handleEdit = (id: GridRowId) => () => {
    setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.Edit } }));
  };

  const handleSave = (id: GridRowId) => () => {
    setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.View } }));
  };

  const handleCancel = (id: GridRowId) => () => {
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.View, ignoreModifications: true },
    }));
    // A row that was never saved disappears when its creation is cancelled.
    setRows((previous) => previous.filter((row) => row.id !== id || !row.isNew));
  };

  const handleDelete = (id: GridRowId) => () => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  };

  // Keep the row in edit mode when focus leaves it: only the Save/Cancel buttons, Enter and Escape end editing.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: TeamMember) => {
    const saved = { ...newRow, isNew: false };
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<TeamMember>[] = [
    { field: 'fullName', headerName: 'Name', width: 190, editable: true },
    {
      field: 'role',
      headerName: 'Role',
      type: 'singleSelect',
      valueOptions: [...ROLES],
      width: 140,
      editable: true,
    },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={handleSave(id)} />,
            <GridActionsCellItem key="cancel" icon={<CloseIcon />} label="Cancel" onClick={handleCancel(id)} />,
          ];
        }
        return [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={handleEdit(id)} />,
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={handleDelete(id)} />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button startIcon={<AddIcon />} onClick={handleAdd} sx={{ mb: 1 }}>
        Add team member
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Box>
  );
}
