import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS } from '@content/demoData';

// Only the packages (leaves) are worth selecting here.
const PRO_PACKAGES = ['grid-pro', 'pickers-pro', 'charts-pro', 'tree-view-pro'];

export default function ControlledSelectionRichTreeView() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setSelectedItems(PRO_PACKAGES)}>
          Select Pro packages
        </Button>
        <Button size="small" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selectedItems.length} item(s) selected
      </Typography>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        multiSelect
        checkboxSelection
        selectedItems={selectedItems}
        onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['grid', 'pickers']}
      />
    </Box>
  );
}
