import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS, type TreeNode } from '@content/demoData';

function renameItem(items: TreeNode[], itemId: string, label: string): TreeNode[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children ? { ...item, children: renameItem(item.children, itemId, label) } : item;
  });
}

export default function TrackLabelChangesRichTreeView() {
  const [items, setItems] = React.useState(MUI_X_PRODUCTS);
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  const handleItemLabelChange = (itemId: string, newLabel: string) => {
    // Store the new label in our own data, the source of truth for the rest of the app.
    setItems((previous) => renameItem(previous, itemId, newLabel));
    setLastChange(`${itemId} renamed to “${newLabel}”`);
  };

  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastChange ?? 'Double-click a label to rename it'}
      </Typography>
      <RichTreeView
        aria-label="MUI X products"
        items={items}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        onItemLabelChange={handleItemLabelChange}
        defaultExpandedItems={['grid']}
      />
    </Box>
  );
}
