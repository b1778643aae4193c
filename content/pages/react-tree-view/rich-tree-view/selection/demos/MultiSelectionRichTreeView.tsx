import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function MultiSelectionRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        multiSelect
        defaultSelectedItems={['grid-pro', 'grid-premium']}
        defaultExpandedItems={['grid', 'pickers']}
      />
    </Box>
  );
}
