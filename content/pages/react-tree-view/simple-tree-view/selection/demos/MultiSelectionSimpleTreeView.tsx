import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelectionSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Products" multiSelect defaultExpandedItems={['grid']}>
        <TreeItem itemId="grid" label="Data Grid">
          <TreeItem itemId="grid-community" label="@mui/x-data-grid" />
          <TreeItem itemId="grid-pro" label="@mui/x-data-grid-pro" />
          <TreeItem itemId="grid-premium" label="@mui/x-data-grid-premium" />
        </TreeItem>
        <TreeItem itemId="pickers" label="Date and Time Pickers">
          <TreeItem itemId="pickers-community" label="@mui/x-date-pickers" />
        </TreeItem>
        <TreeItem itemId="charts" label="Charts" />
      </SimpleTreeView>
    </Box>
  );
}
