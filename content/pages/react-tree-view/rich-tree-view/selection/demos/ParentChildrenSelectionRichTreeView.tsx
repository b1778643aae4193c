import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function ParentChildrenSelectionRichTreeView() {
  const apiRef = useTreeViewApiRef();
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const getSubtreeIds = (itemId: string): string[] => {
    const childrenIds = apiRef.current?.getItemOrderedChildrenIds(itemId) ?? [];
    return [itemId, ...childrenIds.flatMap(getSubtreeIds)];
  };

  const handleSelectedItemsChange = (event: React.SyntheticEvent, itemIds: string[]) => {
    const added = itemIds.filter((id) => !selectedItems.includes(id));
    const removed = selectedItems.filter((id) => !itemIds.includes(id));
    const toAdd = added.flatMap(getSubtreeIds);
    const toRemove = new Set(removed.flatMap(getSubtreeIds));
    setSelectedItems([...new Set([...itemIds, ...toAdd])].filter((id) => !toRemove.has(id)));
  };

  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        apiRef={apiRef}
        items={MUI_X_PRODUCTS}
        multiSelect
        checkboxSelection
        selectedItems={selectedItems}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['grid']}
      />
    </Box>
  );
}
