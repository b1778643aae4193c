import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS, type TreeNode } from '@content/demoData';

/** Returns a copy of the tree with `child` appended to the children of `parentId`. */
function addChild(items: TreeNode[], parentId: string, child: TreeNode): TreeNode[] {
  return items.map((item) => {
    if (item.id === parentId) {
      return { ...item, children: [...(item.children ?? []), child] };
    }
    return item.children ? { ...item, children: addChild(item.children, parentId, child) } : item;
  });
}

export default function UpdateItemsRichTreeView() {
  const [items, setItems] = React.useState<TreeNode[]>(MUI_X_PRODUCTS);
  const [added, setAdded] = React.useState(0);

  const handleAdd = () => {
    const next = added + 1;
    setItems((previous) => addChild(previous, 'grid', { id: `grid-plugin-${next}`, label: `Plugin ${next}` }));
    setAdded(next);
  };

  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={handleAdd}>
          Add a Data Grid plugin
        </Button>
        <Button
          size="small"
          disabled={added === 0}
          onClick={() => {
            setItems(MUI_X_PRODUCTS);
            setAdded(0);
          }}
        >
          Reset
        </Button>
      </Stack>
      <RichTreeView aria-label="MUI X products" items={items} defaultExpandedItems={['grid']} />
    </Box>
  );
}
