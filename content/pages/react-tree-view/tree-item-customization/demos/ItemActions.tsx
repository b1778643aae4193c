import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { MUI_X_PRODUCTS, type TreeNode } from '@content/demoData';

/** Gives every item access to the delete action of the component that owns the items. */
const DeleteItemContext = React.createContext<(itemId: string) => void>(() => {});

function removeItem(items: TreeNode[], itemId: string): TreeNode[] {
  return items
    .filter((item) => item.id !== itemId)
    .map((item) => (item.children ? { ...item, children: removeItem(item.children, itemId) } : item));
}

const DeletableTreeItem = React.forwardRef(function DeletableTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const deleteItem = React.useContext(DeleteItemContext);

  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Box component="span" sx={{ flexGrow: 1 }}>
                {props.label}
              </Box>
              <IconButton
                size="small"
                aria-label={`Delete ${String(props.label)}`}
                onClick={(event) => {
                  event.stopPropagation();
                  deleteItem(props.itemId);
                }}
                // Enter and Space belong to the button: the tree would otherwise act on them and cancel the press.
                onKeyDown={(event) => event.stopPropagation()}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ),
        },
      }}
    />
  );
});

export default function ItemActions() {
  const [items, setItems] = React.useState(MUI_X_PRODUCTS);
  const deleteItem = React.useCallback((itemId: string) => {
    setItems((previous) => removeItem(previous, itemId));
  }, []);

  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <Button size="small" onClick={() => setItems(MUI_X_PRODUCTS)} sx={{ mb: 1 }}>
        Restore all items
      </Button>
      <DeleteItemContext.Provider value={deleteItem}>
        <RichTreeView
          aria-label="MUI X products"
          items={items}
          defaultExpandedItems={['grid']}
          slots={{ item: DeletableTreeItem }}
        />
      </DeleteItemContext.Provider>
    </Box>
  );
}
