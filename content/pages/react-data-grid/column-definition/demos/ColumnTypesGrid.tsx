import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { createRandom } from '@content/demoData';

interface Task {
  id: number;
  name: string;
  estimate: number;
  dueDate: Date;
  updatedAt: Date;
  done: boolean;
  priority: 'low' | 'medium' | 'high';
}

const random = createRandom(42);
const NAMES = [
  'Write release notes',
  'Fix login bug',
  'Review pull request',
  'Update dependencies',
  'Plan sprint',
  'Design empty state',
];

const initialRows: Task[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  estimate: random.int(1, 13),
  dueDate: random.date(new Date(2024, 9, 1), new Date(2024, 11, 31)),
  updatedAt: random.date(new Date(2024, 8, 1), new Date(2024, 9, 1)),
  done: random.bool(0.3),
  priority: random.pick(['low', 'medium', 'high'] as const),
}));

export default function ColumnTypesGrid() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);
  const nextId = React.useRef(initialRows.length + 1);

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  }, []);

  const duplicateRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => {
      const source = prev.find((row) => row.id === id);
      if (!source) {
        return prev;
      }
      const copy = { ...source, id: nextId.current, name: `${source.name} (copy)` };
      nextId.current += 1;
      return [...prev, copy];
    });
  }, []);

  // Keep edits in state so that deleting or duplicating a row does not undo them.
  const processRowUpdate = React.useCallback((newRow: Task) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      { field: 'name', type: 'string', headerName: 'Task', width: 190, editable: true },
      { field: 'estimate', type: 'number', headerName: 'Points', width: 90, editable: true },
      { field: 'dueDate', type: 'date', headerName: 'Due', width: 120, editable: true },
      { field: 'updatedAt', type: 'dateTime', headerName: 'Updated', width: 190, editable: true },
      { field: 'done', type: 'boolean', headerName: 'Done', width: 80, editable: true },
      {
        field: 'priority',
        type: 'singleSelect',
        headerName: 'Priority',
        width: 110,
        editable: true,
        valueOptions: [
          { value: 'low', label: 'Low' },
          { value: 'medium', label: 'Medium' },
          { value: 'high', label: 'High' },
        ],
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => deleteRow(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<FileCopyIcon />}
            label="Duplicate"
            showInMenu
            onClick={() => duplicateRow(params.id)}
          />,
        ],
      },
    ],
    [deleteRow, duplicateRow],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} />
    </div>
  );
}
