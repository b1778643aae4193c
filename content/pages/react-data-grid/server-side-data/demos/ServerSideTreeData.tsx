import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { generateOrgChart, type OrgMember } from '@content/demoData';

interface MemberRow {
  id: number;
  name: string;
  jobTitle: string;
  recruitmentDate: Date;
  reports: number;
}

// The server knows the full chart; the grid only asks for one level at a time.
const CHART: OrgMember[] = generateOrgChart(8, 5, 82);

function childrenOf(groupKeys: string[]): MemberRow[] {
  return CHART.filter(
    (member) =>
      member.hierarchy.length === groupKeys.length + 1 && groupKeys.every((key, index) => member.hierarchy[index] === key),
  ).map((member) => ({
    id: member.id,
    name: member.hierarchy[member.hierarchy.length - 1] ?? '',
    jobTitle: member.jobTitle,
    recruitmentDate: member.recruitmentDate,
    reports: CHART.filter(
      (other) =>
        other.hierarchy.length === member.hierarchy.length + 1 &&
        member.hierarchy.every((key, index) => other.hierarchy[index] === key),
    ).length,
  }));
}

const columns: GridColDef<MemberRow>[] = [
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
            const rows = childrenOf(groupKeys);
            // `rowCount` describes the top level only, so send it with the root request.
            resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows });
          }, 700);
          timers.current.add(timer);
        }),
      // The key of a row inside its parent; the grid sends the keys of the ancestors as `groupKeys`.
      getGroupKey: (row) => (row as MemberRow).name,
      // How many children the server has for a row (0 means no expand toggle).
      getChildrenCount: (row) => (row as MemberRow).reports,
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
