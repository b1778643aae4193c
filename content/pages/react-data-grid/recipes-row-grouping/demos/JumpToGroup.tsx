import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(150, 90);

const columns: GridColDef<Employee>[] = [
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function JumpToGroup() {
  const apiRef = useGridApiRef();
  const [groups, setGroups] = React.useState<GridGroupNode[]>([]);
  const [target, setTarget] = React.useState('');
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['country'] } },
  });

  // Read the top-level groups now, and again whenever the grid rebuilds its rows.
  React.useEffect(() => {
    const readGroups = () => {
      const tree = gridRowTreeSelector(apiRef);
      const root = tree[GRID_ROOT_GROUP_ID];
      if (root?.type === 'group') {
        setGroups(root.children.map((id) => tree[id]).filter((node): node is GridGroupNode => node?.type === 'group'));
      }
    };
    readGroups();
    return apiRef.current.subscribeEvent('rowsSet', readGroups);
  }, [apiRef]);

  const jump = (groupId: string) => {
    setTarget(groupId);
    const node = groups.find((group) => String(group.id) === groupId);
    if (!node) {
      return;
    }
    apiRef.current.setRowChildrenExpansion(node.id, true);
    // Wait for the expanded rows to be in the list before computing the index.
    requestAnimationFrame(() => {
      const rowIndex = apiRef.current.getRowIndexRelativeToVisibleRows(node.id);
      apiRef.current.scrollToIndexes({ rowIndex });
      const firstColumn = apiRef.current.getVisibleColumns()[0];
      if (firstColumn) {
        apiRef.current.setCellFocus(node.id, firstColumn.field);
      }
    });
  };

  return (
    <div style={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Jump to country"
        value={target}
        onChange={(event) => jump(event.target.value)}
        sx={{ mb: 1, minWidth: 220 }}
      >
        {groups.map((group) => (
          <MenuItem key={group.id} value={String(group.id)}>
            {String(group.groupingKey)}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 420 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
      </div>
    </div>
  );
}
