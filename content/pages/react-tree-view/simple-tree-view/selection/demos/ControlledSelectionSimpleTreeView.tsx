import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const ALL_ITEMS = ['grid', 'grid-community', 'grid-pro', 'charts', 'charts-community'];

export default function ControlledSelectionSimpleTreeView() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['grid-pro']);

  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setSelectedItems(ALL_ITEMS)}>
          Select all
        </Button>
        <Button size="small" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Products"
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['grid', 'charts']}
      >
        <TreeItem itemId="grid" label="Data Grid">
          <TreeItem itemId="grid-community" label="@mui/x-data-grid" />
          <TreeItem itemId="grid-pro" label="@mui/x-data-grid-pro" />
        </TreeItem>
        <TreeItem itemId="charts" label="Charts">
          <TreeItem itemId="charts-community" label="@mui/x-charts" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
