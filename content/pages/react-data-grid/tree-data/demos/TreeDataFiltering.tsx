import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridToolbar, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrgChart, type OrgMember } from '@content/demoData';

// Directors at the top level: drop the CEO from the chart.
const rows: OrgMember[] = generateOrgChart(6, 4, 9)
  .filter((member) => member.hierarchy.length > 1)
  .map((member) => ({ ...member, hierarchy: member.hierarchy.slice(1) }));

const columns: GridColDef<OrgMember>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'recruitmentDate', headerName: 'Recruited on', type: 'date', width: 150 },
];

const getTreeDataPath: DataGridProProps<OrgMember>['getTreeDataPath'] = (row) => row.hierarchy;

export default function TreeDataFiltering() {
  const [disableChildrenFiltering, setDisableChildrenFiltering] = React.useState(false);
  const [disableChildrenSorting, setDisableChildrenSorting] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={disableChildrenFiltering}
              onChange={(event) => setDisableChildrenFiltering(event.target.checked)}
            />
          }
          label="disableChildrenFiltering"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableChildrenSorting}
              onChange={(event) => setDisableChildrenSorting(event.target.checked)}
            />
          }
          label="disableChildrenSorting"
        />
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Member', minWidth: 280, flex: 1 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={disableChildrenFiltering}
          disableChildrenSorting={disableChildrenSorting}
          initialState={{
            // Every report was recruited after 2014, but only some directors were.
            filter: { filterModel: { items: [{ field: 'recruitmentDate', operator: 'after', value: '2014-01-01' }] } },
            sorting: { sortModel: [{ field: 'recruitmentDate', sort: 'desc' }] },
          }}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
        />
      </Box>
    </Box>
  );
}
