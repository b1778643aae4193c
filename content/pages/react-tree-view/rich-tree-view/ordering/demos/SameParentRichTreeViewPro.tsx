import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';
import { MUI_X_PRODUCTS } from '@content/demoData';

/** Where an item sits: its parent (`null` at the root) and its index among the parent's children. */
interface ItemPosition {
  parentId: string | null;
  index: number;
}

// Items can change places with their siblings but never change parent.
const canMoveItemToNewPosition = (params: { itemId: string; oldPosition: ItemPosition; newPosition: ItemPosition }) =>
  params.newPosition.parentId === params.oldPosition.parentId;

export default function SameParentRichTreeViewPro() {
  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <RichTreeViewPro
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['grid', 'charts']}
      />
    </Box>
  );
}
