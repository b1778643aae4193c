import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS, type TreeNode } from '@content/demoData';

export default function ItemTreeRichTreeView() {
  const apiRef = useTreeViewApiRef();
  const [tree, setTree] = React.useState<TreeNode[] | null>(null);

  return (
    <Box sx={{ minHeight: 340, width: '100%', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ width: 280 }}>
        <RichTreeView aria-label="MUI X products" apiRef={apiRef} items={MUI_X_PRODUCTS} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Button size="small" onClick={() => setTree((apiRef.current?.getItemTree() as TreeNode[]) ?? null)}>
          Read the item tree
        </Button>
        <Box
          component="pre"
          sx={{ m: 0, mt: 1, p: 1, maxHeight: 280, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}
        >
          {tree ? JSON.stringify(tree.slice(0, 2), null, 2) : 'Not read yet'}
        </Box>
      </Box>
    </Box>
  );
}
