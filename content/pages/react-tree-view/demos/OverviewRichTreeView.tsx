import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function OverviewRichTreeView() {
  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 320 }}>
      <RichTreeView aria-label="MUI X products" items={MUI_X_PRODUCTS} defaultExpandedItems={['grid']} />
    </Box>
  );
}
