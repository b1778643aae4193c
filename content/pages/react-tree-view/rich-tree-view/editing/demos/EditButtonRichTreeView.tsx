import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS } from '@content/demoData';

const EditableTreeItem = React.forwardRef(function EditableTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItem2Utils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleEditClick = (event: React.MouseEvent) => {
    // Don't let the click reach the item content, which would select the item.
    event.stopPropagation();
    interactions.toggleItemEditing();
  };

  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        // `children` replaces what the label slot renders; the `label` prop stays a string
        // because it is the initial value of the input.
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <span>{props.label}</span>
              {status.editable ? (
                <IconButton size="small" aria-label={`Rename ${props.label}`} onClick={handleEditClick}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
          ),
        },
      }}
    />
  );
});

const isItemEditable = (item: { id: string }) => item.id.includes('-');

export default function EditButtonRichTreeView() {
  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable={isItemEditable}
        defaultExpandedItems={['grid', 'charts']}
        slots={{ item: EditableTreeItem }}
      />
    </Box>
  );
}
