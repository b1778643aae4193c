import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';

export default function SlotPropsTreeItem() {
  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Charts packages" defaultExpandedItems={['charts']}>
        <TreeItem2 itemId="charts" label="Charts">
          <TreeItem2 itemId="charts-community" label="@mui/x-charts" />
          <TreeItem2
            itemId="charts-pro"
            label="@mui/x-charts-pro"
            slotProps={{
              content: { style: { borderLeft: '3px solid currentColor', borderRadius: 0 }, title: 'Pro plan' },
              label: { style: { fontWeight: 'bold' } },
            }}
          />
        </TreeItem2>
      </SimpleTreeView>
    </Box>
  );
}
