import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource, type GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { generateOrgChart, getOrgChartChildren, type OrgChartRow } from '@content/demoData';

// The server knows the full chart; the grid only asks for one level at a time.
const CHART = generateOrgChart(8, 5, 82);

const columns: GridColDef<OrgChartRow>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'recruitmentDate', headerName: 'Recruited on', type: 'date', width: 140 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerSideTreeData() {
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ groupKeys = [] }) =>
        new Promise<GridGetRowsResponse>((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            const rows = getOrgChartChildren(CHART, groupKeys);
            // A `rowCount` in a children's response would replace the top-level count: send it with the root request only.
            resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows });
          }, 700);
          timers.current.add(timer);
        }),
      // The key of a row inside its parent; the grid sends the keys of the ancestors as `groupKeys`.
      getGroupKey: (row) => (row as OrgChartRow).name,
      // How many children the server has for a row: 0 means no expand toggle.
      getChildrenCount: (row) => (row as OrgChartRow).reports,
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Member', minWidth: 260, flex: 1 }}
        // Expanding the first level on load makes the grid fetch it right after the top level.
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
