import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function UpdateLabelApiRichTreeView() {
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('grid');

  const handleUppercase = () => {
    if (selectedItem == null || !apiRef.current) {
      return;
    }
    const item = apiRef.current.getItem(selectedItem) as { label: string };
    apiRef.current.updateItemLabel(selectedItem, item.label.toUpperCase());
  };

  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <Button size="small" onClick={handleUppercase} disabled={selectedItem == null} sx={{ mb: 1 }}>
        Uppercase the selected label
      </Button>
      <RichTreeView
        aria-label="MUI X products"
        apiRef={apiRef}
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        selectedItems={selectedItem}
        onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        defaultExpandedItems={['grid']}
      />
    </Box>
  );
}
