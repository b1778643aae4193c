import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';
import { createRandom, generateOrgChart, type OrgMember } from '@content/demoData';

interface Member extends OrgMember {
  salary: number;
}

const random = createRandom(75);
const rows: Member[] = generateOrgChart(3, 4, 75).map((member) => ({
  ...member,
  salary: random.int(50, 200) * 1000,
}));

const columns: GridColDef<Member>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 180 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
];

const getTreeDataPath: DataGridPremiumProps<Member>['getTreeDataPath'] = (row) => row.hierarchy;

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ headerName: 'Member', width: 260 }}
        initialState={{ aggregation: { model: { salary: 'sum' } } }}
      />
    </Box>
  );
}
