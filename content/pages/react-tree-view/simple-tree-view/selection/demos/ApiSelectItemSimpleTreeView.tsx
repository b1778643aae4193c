import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiSelectItemSimpleTreeView() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'grid-pro', keepExistingSelection: true })}
        >
          Toggle Pro, keep the rest
        </Button>
        <Button size="small" onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'grid-pro' })}>
          Toggle Pro, drop the rest
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Data Grid packages"
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['grid']}
        defaultSelectedItems={['grid-community', 'grid-premium']}
      >
        <TreeItem itemId="grid" label="Data Grid">
          <TreeItem itemId="grid-community" label="@mui/x-data-grid" />
          <TreeItem itemId="grid-pro" label="@mui/x-data-grid-pro" />
          <TreeItem itemId="grid-premium" label="@mui/x-data-grid-premium" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
