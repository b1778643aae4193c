import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
  priority: number;
}

const initialTasks: Task[] = [
  { id: 1, title: 'Fix checkout rounding error', owner: 'Ada', estimate: 2, priority: 1 },
  { id: 2, title: 'Add dark mode to settings', owner: 'Kai', estimate: 5, priority: 2 },
  { id: 3, title: 'Upgrade the payment SDK', owner: 'Mei', estimate: 3, priority: 3 },
  { id: 4, title: 'Write onboarding emails', owner: 'Omar', estimate: 1, priority: 4 },
  { id: 5, title: 'Speed up the search index', owner: 'Lara', estimate: 8, priority: 5 },
  { id: 6, title: 'Translate the help centre', owner: 'Hugo', estimate: 5, priority: 6 },
];

const columns: GridColDef<Task>[] = [
  // Stored priority: renumbered once the server has confirmed the new order.
  { field: 'priority', headerName: 'Priority', type: 'number', width: 90, sortable: false },
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 240, sortable: false },
  { field: 'owner', headerName: 'Owner', width: 110, sortable: false },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 80, sortable: false },
];

// A fake server call: resolves after a fixed delay with the order it received.
function saveOrder(ids: GridRowId[], timers: Set<ReturnType<typeof setTimeout>>) {
  return new Promise<GridRowId[]>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve(ids);
    }, 800);
    timers.add(timer);
  });
}

export default function PersistRowOrder() {
  const apiRef = useGridApiRef();
  const [tasks, setTasks] = React.useState(initialTasks);
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('Drag tasks to set their priority.');
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = React.useRef(true);

  React.useEffect(() => {
    const pending = timers.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const handleRowOrderChange = async () => {
    // With no sorting applied, the sorted IDs are the order the user sees.
    const order = apiRef.current.getSortedRowIds();
    setSaving(true);
    setStatus('Saving…');
    const savedOrder = await saveOrder(order, timers.current);
    if (!mounted.current) {
      return;
    }
    // Store the confirmed order in our own state, renumbering the priorities.
    setTasks((previous) =>
      savedOrder.flatMap((id, index) => {
        const task = previous.find((item) => item.id === id);
        return task ? [{ ...task, priority: index + 1 }] : [];
      }),
    );
    setSaving(false);
    setStatus(`Saved. Top task: ${apiRef.current.getRow<Task>(savedOrder[0] ?? -1)?.title ?? 'none'}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={tasks}
          columns={columns}
          rowReordering
          loading={saving}
          onRowOrderChange={handleRowOrderChange}
          slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
        />
      </Box>
    </Box>
  );
}
