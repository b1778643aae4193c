import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';
import { generateOrgChart, type OrgMember } from '@content/demoData';

const rows = generateOrgChart(5, 4, 8);

const columns: GridColDef<OrgMember>[] = [{ field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 }];

const getTreeDataPath: DataGridProProps<OrgMember>['getTreeDataPath'] = (row) => row.hierarchy;

// Open the CEO and the first director's team; keep the other teams collapsed.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.depth === 0 || String(node.groupingKey).endsWith('(1)');

export default function TreeExpansion() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (isExpanded: boolean) => {
    apiRef.current.getAllRowIds().forEach((id) => {
      const node = apiRef.current.getRowNode(id);
      if (node?.type === 'group') {
        apiRef.current.setRowChildrenExpansion(id, isExpanded);
      }
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={{ headerName: 'Member', minWidth: 280, flex: 1 }}
        />
      </Box>
    </Box>
  );
}
