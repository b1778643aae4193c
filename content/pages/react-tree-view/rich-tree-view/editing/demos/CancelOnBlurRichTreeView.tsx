import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS } from '@content/demoData';

/** An item whose label input throws the edit away when it loses the focus, instead of saving it. */
const CancelOnBlurTreeItem = React.forwardRef(function CancelOnBlurTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });

  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        labelInput: {
          'aria-label': 'Name',
          onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
            // Leaves editing mode first: the tree's own save on blur then finds no edit to save.
            interactions.handleCancelItemLabelEditing(event);
          },
        },
      }}
    />
  );
});

export default function CancelOnBlurRichTreeView() {
  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        defaultExpandedItems={['grid']}
        slots={{ item: CancelOnBlurTreeItem }}
      />
    </Box>
  );
}
