import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function ApiReplaceSelectionRichTreeView() {
  const apiRef = useTreeViewApiRef();
  const [selectedItems, setSelectedItems] = React.useState<string[]>([
    'grid-community',
    'pickers-community',
    'charts-community',
  ]);

  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <Button
        size="small"
        onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'charts-pro', shouldBeSelected: true })}
      >
        Select only Charts Pro
      </Button>
      <Typography variant="body2" sx={{ my: 1 }}>
        Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
      <RichTreeView
        aria-label="MUI X products"
        apiRef={apiRef}
        items={MUI_X_PRODUCTS}
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['grid', 'charts']}
      />
    </Box>
  );
}
