import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';
import { generateOrgChart, getOrgChartChildren, type OrgChartRow } from '@content/demoData';

// Twelve directors at the top level (the CEO is left out), each with four reports.
const CHART = generateOrgChart(12, 4, 84)
  .filter((member) => member.hierarchy.length > 1)
  .map((member) => ({ ...member, hierarchy: member.hierarchy.slice(1) }));

const columns: GridColDef<OrgChartRow>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 190 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerSideTreeDataPagination() {
  const apiRef = useGridApiRef();
  // Names of the expanded directors, kept across pages in a ref so the callback below stays the same function.
  const expanded = React.useRef(new Set<string>());

  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('rowExpansionChange', (node) => {
        const key = String(node.groupingKey);
        if (node.childrenExpanded) {
          expanded.current.add(key);
        } else {
          expanded.current.delete(key);
        }
      }),
    [apiRef],
  );

  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => expanded.current.has(String(node.groupingKey)),
    [],
  );

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ groupKeys = [], paginationModel }) =>
        new Promise<GridGetRowsResponse>((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            const rows = getOrgChartChildren(CHART, groupKeys);
            if (groupKeys.length > 0) {
              // The page describes the top level: children come back complete.
              resolve({ rows });
              return;
            }
            const { page, pageSize } = paginationModel;
            resolve({ rows: rows.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length });
          }, 500);
          timers.current.add(timer);
        }),
      getGroupKey: (row) => (row as OrgChartRow).name,
      getChildrenCount: (row) => (row as OrgChartRow).reports,
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        unstable_dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Director', minWidth: 240, flex: 1 }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
