import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { FILE_SYSTEM, getExpandableItemIds } from '@content/demoData';

const ALL_FOLDERS = getExpandableItemIds(FILE_SYSTEM);

export default function ControlledExpansionRichTreeView() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['documents']);

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpandedItems(ALL_FOLDERS)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Files"
          items={FILE_SYSTEM}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}
