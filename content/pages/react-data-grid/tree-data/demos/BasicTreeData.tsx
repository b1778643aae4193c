import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrgChart, type OrgMember } from '@content/demoData';

const rows = generateOrgChart();

const columns: GridColDef<OrgMember>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'recruitmentDate', headerName: 'Recruited on', type: 'date', width: 150 },
];

const getTreeDataPath: DataGridProProps<OrgMember>['getTreeDataPath'] = (row) => row.hierarchy;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Member',
  minWidth: 280,
  flex: 1,
};

export default function BasicTreeData() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
