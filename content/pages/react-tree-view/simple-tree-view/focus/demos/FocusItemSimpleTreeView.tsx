import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusItemSimpleTreeView() {
  const apiRef = useTreeViewApiRef();
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <Button size="small" onClick={(event) => apiRef.current?.focusItem(event, 'spain')}>
        Focus Spain
      </Button>
      <Typography variant="body2" sx={{ my: 1 }}>
        Last focused item: {focusedItem ?? 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Places"
        apiRef={apiRef}
        defaultExpandedItems={['europe']}
        onItemFocus={(event, itemId) => setFocusedItem(itemId)}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="france" label="France" />
          <TreeItem itemId="spain" label="Spain" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="japan" label="Japan" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
