import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { MUI_X_PRODUCTS, getDescendantIds, type TreeNode } from '@content/demoData';

function renderItems(items: TreeNode[]) {
  return items.map((item) => (
    <TreeItem key={item.id} itemId={item.id} label={item.label}>
      {item.children ? renderItems(item.children) : null}
    </TreeItem>
  ));
}

export default function ParentChildrenSelectionSimpleTreeView() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const handleSelectedItemsChange = (event: React.SyntheticEvent, itemIds: string[]) => {
    const added = itemIds.filter((id) => !selectedItems.includes(id));
    const removed = selectedItems.filter((id) => !itemIds.includes(id));
    // A checked parent brings its whole subtree along; an unchecked one releases it.
    const toAdd = new Set(added.flatMap((id) => getDescendantIds(MUI_X_PRODUCTS, id)));
    const toRemove = new Set(removed.flatMap((id) => getDescendantIds(MUI_X_PRODUCTS, id)));
    const next = new Set([...itemIds, ...toAdd].filter((id) => !toRemove.has(id)));
    setSelectedItems([...next]);
  };

  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Products"
        checkboxSelection
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['grid', 'charts']}
      >
        {renderItems(MUI_X_PRODUCTS)}
      </SimpleTreeView>
    </Box>
  );
}
