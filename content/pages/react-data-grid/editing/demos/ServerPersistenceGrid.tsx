import * as React from 'react';
import Alert, { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(10, 31);
const SALARY_LIMIT = 250000;

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180, editable: true },
  { field: 'city', headerName: 'City', width: 140, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'role', headerName: 'Role', width: 120 },
];

export default function ServerPersistenceGrid() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);
  const [notice, setNotice] = React.useState<Pick<AlertProps, 'children' | 'severity'> | null>(null);
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());

  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  // A fake PUT request: it answers after 700 ms and rejects invalid data, like a real API would.
  const saveOnServer = React.useCallback(
    (row: Employee) =>
      new Promise<Employee>((resolve, reject) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          if (row.fullName.trim() === '') {
            reject(new Error('The server refused an empty name.'));
          } else if (row.salary > SALARY_LIMIT) {
            reject(new Error(`Salaries above $${SALARY_LIMIT.toLocaleString('en-US')} need approval.`));
          } else {
            resolve({ ...row, fullName: row.fullName.trim() });
          }
        }, 700);
        timers.current.add(timer);
      }),
    [],
  );

  const processRowUpdate = React.useCallback(
    async (newRow: Employee, oldRow: Employee) => {
      if (newRow.fullName === oldRow.fullName && newRow.city === oldRow.city && newRow.salary === oldRow.salary) {
        return oldRow; // Nothing changed: skip the request.
      }
      const saved = await saveOnServer(newRow);
      setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
      setNotice({ severity: 'success', children: `Saved ${saved.fullName}.` });
      return saved;
    },
    [saveOnServer],
  );

  const handleProcessRowUpdateError = React.useCallback((error: Error) => {
    setNotice({
      severity: 'error',
      children: `${error.message} Fix the value, or press Escape to discard it.`,
    });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleProcessRowUpdateError}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? <Alert {...notice} onClose={() => setNotice(null)} variant="filled" /> : undefined}
      </Snackbar>
    </Box>
  );
}
