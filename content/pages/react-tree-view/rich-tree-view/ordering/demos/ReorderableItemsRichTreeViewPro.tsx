import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';
import { MUI_X_PRODUCTS } from '@content/demoData';

// The four product families keep their place; only the packages can be dragged.
const PRODUCT_IDS = new Set(MUI_X_PRODUCTS.map((product) => product.id));
const isItemReorderable = (itemId: string) => !PRODUCT_IDS.has(itemId);

export default function ReorderableItemsRichTreeViewPro() {
  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <RichTreeViewPro
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        isItemReorderable={isItemReorderable}
        defaultExpandedItems={['grid', 'pickers']}
      />
    </Box>
  );
}
