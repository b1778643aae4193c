import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSelectionSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Shipping method" checkboxSelection defaultExpandedItems={['express']}>
        <TreeItem itemId="standard" label="Standard" />
        <TreeItem itemId="express" label="Express">
          <TreeItem itemId="express-24h" label="24 hours" />
          <TreeItem itemId="express-48h" label="48 hours" />
        </TreeItem>
        <TreeItem itemId="pickup" label="Store pickup" />
      </SimpleTreeView>
    </Box>
  );
}
