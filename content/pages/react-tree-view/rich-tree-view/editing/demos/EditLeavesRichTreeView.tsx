import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS, type TreeNode } from '@content/demoData';

// Only the items without children (the packages) can be renamed.
const isItemEditable = (item: TreeNode) => !item.children?.length;

export default function EditLeavesRichTreeView() {
  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable={isItemEditable}
        defaultExpandedItems={['grid', 'charts']}
      />
    </Box>
  );
}
