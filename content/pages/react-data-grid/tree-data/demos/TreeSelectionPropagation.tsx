import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { generateOrgChart, type OrgMember } from '@content/demoData';

const rows = generateOrgChart(3, 4, 10);

const columns: GridColDef<OrgMember>[] = [{ field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 }];

const getTreeDataPath: DataGridProProps<OrgMember>['getTreeDataPath'] = (row) => row.hierarchy;

export default function TreeSelectionPropagation() {
  const [descendants, setDescendants] = React.useState(true);
  const [parents, setParents] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="parents"
        />
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {selection.length} selected
        </Box>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Member', minWidth: 280, flex: 1 }}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          rowSelectionPropagation={{ descendants, parents }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
