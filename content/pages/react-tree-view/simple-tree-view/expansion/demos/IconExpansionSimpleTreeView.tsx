import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconExpansionSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Places" expansionTrigger="iconContainer">
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="france" label="France" />
          <TreeItem itemId="spain" label="Spain" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="japan" label="Japan" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
