import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, DataGridProProps, GridColDef, GridRowSelectionPropagation } from '@mui/x-data-grid-pro';
import { generateOrgChart, type OrgMember } from '@content/demoData';

const ROWS = generateOrgChart(3, 4, 19);

const columns: GridColDef<OrgMember>[] = [{ field: 'jobTitle', headerName: 'Job title', width: 180 }];

const getTreeDataPath: DataGridProProps<OrgMember>['getTreeDataPath'] = (row) => row.hierarchy;

export default function SelectionPropagationGrid() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  const toggle = (key: keyof GridRowSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={<Switch checked={propagation.descendants} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={propagation.parents} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          rows={ROWS}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Member', width: 260 }}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={propagation}
        />
      </Box>
    </Box>
  );
}
