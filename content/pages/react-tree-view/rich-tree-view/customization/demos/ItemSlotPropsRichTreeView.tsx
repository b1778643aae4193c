import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS } from '@content/demoData';

// Called for each item with its id and label; the result is spread on the item component.
const itemSlotProps = ({ itemId }: { itemId: string; label: string }) => ({
  sx: itemId.endsWith('-pro') || itemId.endsWith('-premium') ? { fontStyle: 'italic' } : undefined,
  'data-plan': itemId.endsWith('-premium') ? 'premium' : undefined,
});

export default function ItemSlotPropsRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        defaultExpandedItems={['grid', 'charts']}
        slotProps={{ item: itemSlotProps }}
      />
    </Box>
  );
}
