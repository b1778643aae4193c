import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Kitchen">
        <TreeItem itemId="fruits" label="Fruits">
          <TreeItem itemId="apple" label="Apple" />
          <TreeItem itemId="pear" label="Pear" />
          <TreeItem itemId="citrus" label="Citrus">
            <TreeItem itemId="lemon" label="Lemon" />
            <TreeItem itemId="orange" label="Orange" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="carrot" label="Carrot" />
          <TreeItem itemId="leek" label="Leek" />
        </TreeItem>
        <TreeItem itemId="bread" label="Bread" />
      </SimpleTreeView>
    </Box>
  );
}
