import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function ReorderingRichTreeViewPro() {
  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <RichTreeViewPro
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        defaultExpandedItems={['grid', 'charts']}
      />
    </Box>
  );
}
