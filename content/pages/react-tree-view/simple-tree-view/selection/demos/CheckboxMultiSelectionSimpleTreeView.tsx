import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxMultiSelectionSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Newsletter topics"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['tech', 'design']}
        defaultSelectedItems={['react']}
      >
        <TreeItem itemId="tech" label="Technology">
          <TreeItem itemId="react" label="React" />
          <TreeItem itemId="typescript" label="TypeScript" />
        </TreeItem>
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="typography" label="Typography" />
          <TreeItem itemId="color" label="Colour" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
