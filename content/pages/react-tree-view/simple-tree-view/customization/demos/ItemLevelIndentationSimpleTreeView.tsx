import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';

export default function ItemLevelIndentationSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Places"
        experimentalFeatures={{ indentationAtItemLevel: true }}
        defaultExpandedItems={['europe', 'france']}
        defaultSelectedItems="paris"
        sx={{ '& .MuiTreeItem-content': { borderRadius: 0 } }}
      >
        <TreeItem2 itemId="europe" label="Europe">
          <TreeItem2 itemId="france" label="France">
            <TreeItem2 itemId="lyon" label="Lyon" />
            <TreeItem2 itemId="paris" label="Paris" />
          </TreeItem2>
          <TreeItem2 itemId="spain" label="Spain" />
        </TreeItem2>
        <TreeItem2 itemId="asia" label="Asia" />
      </SimpleTreeView>
    </Box>
  );
}
