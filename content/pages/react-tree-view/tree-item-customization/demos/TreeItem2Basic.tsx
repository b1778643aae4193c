import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function TreeItem2Basic() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        defaultExpandedItems={['grid']}
        slots={{ item: TreeItem2 }}
      />
    </Box>
  );
}
