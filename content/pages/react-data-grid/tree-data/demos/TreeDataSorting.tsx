import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrgChart, type OrgMember } from '@content/demoData';

const rows = generateOrgChart(3, 4, 11);

const columns: GridColDef<OrgMember>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'recruitmentDate', headerName: 'Recruited', type: 'date', width: 150 },
];

const getTreeDataPath = (row: OrgMember) => row.hierarchy;

export default function TreeDataSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="disableChildrenSorting"
      />
      <div style={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={topLevelOnly}
          initialState={{ sorting: { sortModel: [{ field: 'recruitmentDate', sort: 'desc' }] } }}
        />
      </div>
    </div>
  );
}
