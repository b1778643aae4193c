import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditCellProps,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(10, 15);
const TAKEN_EMAILS = new Set(ROWS.map((row) => row.email));

// Shows the error message (if any) in a tooltip above the input.
function renderEditWithError(params: GridRenderEditCellParams) {
  const { error, ...other } = params;
  const message = typeof error === 'string' ? error : '';
  return (
    <Tooltip open={message !== ''} title={message} placement="top" arrow>
      <Box sx={{ width: '100%', height: '100%', display: 'flex' }}>
        <GridEditInputCell {...other} error={message !== ''} />
      </Box>
    </Tooltip>
  );
}

export default function ValidationGrid() {
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());

  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'fullName',
        headerName: 'Name (required)',
        width: 180,
        editable: true,
        // Synchronous rule: return the props with an `error` set to block saving.
        preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
          const value = String(params.props.value ?? '').trim();
          return { ...params.props, error: value.length < 2 ? 'At least 2 characters' : false };
        },
        renderEditCell: renderEditWithError,
      },
      {
        field: 'age',
        headerName: 'Age (18-70)',
        type: 'number',
        width: 120,
        editable: true,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
          const age = Number(params.props.value);
          const valid = Number.isInteger(age) && age >= 18 && age <= 70;
          return { ...params.props, error: valid ? false : 'Between 18 and 70' };
        },
        renderEditCell: renderEditWithError,
      },
      {
        field: 'email',
        headerName: 'Email (unique)',
        width: 260,
        editable: true,
        // Asynchronous rule: while the promise is pending, a save attempt is refused (not queued);
        // the user confirms again once the check has answered.
        preProcessEditCellProps: (params: GridPreProcessEditCellProps) =>
          new Promise<GridEditCellProps>((resolve) => {
            const timer = setTimeout(() => {
              timers.current.delete(timer);
              const email = String(params.props.value ?? '').toLowerCase();
              const original = params.row.email;
              let error: string | false = false;
              if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
                error = 'Not a valid address';
              } else if (email !== original && TAKEN_EMAILS.has(email)) {
                error = 'Already used by a colleague';
              }
              resolve({ ...params.props, error });
            }, 300);
            timers.current.add(timer);
          }),
        renderEditCell: renderEditWithError,
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        sx={{
          '& .MuiDataGrid-cell--editing .Mui-error': {
            bgcolor: 'rgba(211, 47, 47, 0.12)',
            color: 'error.main',
          },
        }}
      />
    </Box>
  );
}
