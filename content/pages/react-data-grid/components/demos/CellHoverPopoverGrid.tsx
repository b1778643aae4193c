import * as React from 'react';
import Popper from '@mui/material/Popper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(15, 66);
const rowsById = new Map(rows.map((row) => [row.id, row]));

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name (hover for details)', width: 220 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
];

export default function CellHoverPopoverGrid() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [employee, setEmployee] = React.useState<Employee | null>(null);

  // Cells carry data-field, and their row carries data-id.
  const show = (event: React.MouseEvent<HTMLElement>) => {
    const cell = event.currentTarget;
    if (cell.getAttribute('data-field') !== 'fullName') {
      return;
    }
    const id = Number(cell.parentElement?.getAttribute('data-id'));
    setEmployee(rowsById.get(id) ?? null);
    setAnchor(cell);
  };
  const hide = () => setAnchor(null);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slotProps={{ cell: { onMouseEnter: show, onMouseLeave: hide } }} />
      <Popper
        open={anchor !== null && employee !== null}
        anchorEl={anchor}
        placement="bottom-start"
        sx={{ pointerEvents: 'none', zIndex: 'tooltip' }}
      >
        {employee && (
          <Paper elevation={4} sx={{ p: 1.5 }}>
            <Typography variant="subtitle2">{employee.fullName}</Typography>
            <Typography variant="body2">{employee.email}</Typography>
            <Typography variant="body2">
              {employee.city}, {employee.country}
            </Typography>
          </Paper>
        )}
      </Popper>
    </div>
  );
}
