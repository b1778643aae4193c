import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(15, 63);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
];

interface MenuState {
  rowId: GridRowId;
  top: number;
  left: number;
}

export default function RowContextMenuGrid() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);
  const [menu, setMenu] = React.useState<MenuState | null>(null);

  // `slotProps.row` reaches every row element; its data-id attribute names the row.
  const openMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const rowId = Number(event.currentTarget.getAttribute('data-id'));
    setMenu({ rowId, top: event.clientY, left: event.clientX });
  };
  const closeMenu = () => setMenu(null);

  const moveToTop = () => {
    setRows((previous) => {
      const row = previous.find((item) => item.id === menu?.rowId);
      return row ? [row, ...previous.filter((item) => item !== row)] : previous;
    });
    closeMenu();
  };
  const remove = () => {
    setRows((previous) => previous.filter((item) => item.id !== menu?.rowId));
    closeMenu();
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slotProps={{ row: { onContextMenu: openMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={closeMenu}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        slotProps={{ root: { onContextMenu: (event: React.MouseEvent) => event.preventDefault() } }}
      >
        <MenuItem onClick={moveToTop}>Move to top</MenuItem>
        <MenuItem onClick={remove}>Remove</MenuItem>
      </Menu>
    </div>
  );
}
