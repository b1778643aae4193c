import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { generateOrgChart, getOrgChartChildren, type OrgChartRow } from '@content/demoData';

const CHART = generateOrgChart(5, 4, 88);

const columns: GridColDef<OrgChartRow>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerSideTreeDataRequests() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        // Each request names the path of the group being opened; [] is the top level.
        setLog((previous) => [`getRows  groupKeys: ${JSON.stringify(groupKeys)}`, ...previous].slice(0, 8));
        await new Promise((resolve) => setTimeout(resolve, 400));
        const rows = getOrgChartChildren(CHART, groupKeys);
        return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
      },
      getGroupKey: (row) => (row as OrgChartRow).name,
      getChildrenCount: (row) => (row as OrgChartRow).reports,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Member', minWidth: 260, flex: 1 }}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        aria-live="polite"
        sx={{ mt: 1, p: 1, minHeight: 140, fontFamily: 'monospace', bgcolor: 'action.hover', overflowX: 'auto' }}
      >
        {log.join('\n')}
      </Typography>
    </Box>
  );
}
