import * as React from 'react';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  GridColDef,
  GridPinnedRowsProp,
  GridRowId,
  GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateEmployees, Employee } from '@content/demoData';

const employees = generateEmployees(40, 27);

interface PinnedIds {
  top: GridRowId[];
  bottom: GridRowId[];
}

export default function PinRowsFromActions() {
  const [pinnedIds, setPinnedIds] = React.useState<PinnedIds>({ top: [3], bottom: [] });

  // Derive both props from the same data, so a row is never in `rows` and `pinnedRows` at once.
  const { rows, pinnedRows } = React.useMemo(() => {
    const byId = (ids: GridRowId[]) => ids.flatMap((id) => employees.filter((employee) => employee.id === id));
    const pinned: GridPinnedRowsProp<Employee> = { top: byId(pinnedIds.top), bottom: byId(pinnedIds.bottom) };
    const allPinned = [...pinnedIds.top, ...pinnedIds.bottom];
    return { rows: employees.filter((employee) => !allPinned.includes(employee.id)), pinnedRows: pinned };
  }, [pinnedIds]);

  const columns = React.useMemo<GridColDef<Employee>[]>(() => {
    const pin = (id: GridRowId, side: keyof PinnedIds) =>
      setPinnedIds((previous) => ({ ...previous, [side]: [...previous[side], id] }));
    const unpin = (id: GridRowId) =>
      setPinnedIds((previous) => ({
        top: previous.top.filter((rowId) => rowId !== id),
        bottom: previous.bottom.filter((rowId) => rowId !== id),
      }));

    return [
      {
        field: 'actions',
        type: 'actions',
        width: 100,
        getActions: ({ id }: GridRowParams<Employee>) => {
          if (pinnedIds.top.includes(id) || pinnedIds.bottom.includes(id)) {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinOutlinedIcon />}
                label="Unpin"
                onClick={() => unpin(id)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<VerticalAlignTopIcon />}
              label="Pin to top"
              onClick={() => pin(id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<VerticalAlignBottomIcon />}
              label="Pin to bottom"
              onClick={() => pin(id, 'bottom')}
            />,
          ];
        },
      },
      { field: 'fullName', headerName: 'Name', width: 170 },
      { field: 'department', headerName: 'Department', width: 140 },
      { field: 'role', headerName: 'Role', width: 120 },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
    ];
  }, [pinnedIds]);

  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </div>
  );
}
