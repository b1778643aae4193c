import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridDataSource, type GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { generateOrgChart, getOrgChartChildren, type OrgChartRow } from '@content/demoData';

const CHART = generateOrgChart(6, 4, 83);

const columns: GridColDef<OrgChartRow>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 190 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerSideTreeDataErrors() {
  const [failing, setFailing] = React.useState(true);
  const [message, setMessage] = React.useState<string | null>(null);
  // The data source reads the switch through a ref, so the object itself never changes (a new one would refetch).
  const failingRef = React.useRef(failing);
  failingRef.current = failing;

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
        new Promise<GridGetRowsResponse>((resolve, reject) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            // Only the children requests fail, so the top level always loads.
            if (groupKeys.length > 0 && failingRef.current) {
              reject(new Error(`Could not load the team of ${groupKeys[groupKeys.length - 1]}`));
              return;
            }
            const rows = getOrgChartChildren(CHART, groupKeys);
            resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows });
          }, 500);
          timers.current.add(timer);
        }),
      getGroupKey: (row) => (row as OrgChartRow).name,
      getChildrenCount: (row) => (row as OrgChartRow).reports,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />}
        label="Children requests fail"
      />
      {message && (
        <Alert severity="error" onClose={() => setMessage(null)} sx={{ my: 1 }}>
          {message}. Expand the row again to retry.
        </Alert>
      )}
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(error) => setMessage(error.message)}
          treeData
          groupingColDef={{ headerName: 'Member', minWidth: 240, flex: 1 }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Box>
  );
}
