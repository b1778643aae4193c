import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const EXPANDABLE_ITEMS = ['europe', 'france', 'asia'];

export default function ControlledExpansionSimpleTreeView() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const handleToggleAll = () => {
    setExpandedItems((previous) => (previous.length === 0 ? EXPANDABLE_ITEMS : []));
  };

  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" sx={{ mb: 1 }}>
        <Button size="small" onClick={handleToggleAll}>
          {expandedItems.length === 0 ? 'Expand all' : 'Collapse all'}
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Places"
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="france" label="France">
            <TreeItem itemId="lyon" label="Lyon" />
            <TreeItem itemId="paris" label="Paris" />
          </TreeItem>
          <TreeItem itemId="spain" label="Spain" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="japan" label="Japan" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
