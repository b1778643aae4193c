import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro, TreeItem2, treeItemClasses, type TreeItem2Props } from '@mui/x-tree-view-pro';
import { MUI_X_PRODUCTS } from '@content/demoData';

const StyledTreeItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    cursor: 'grab',
  },
  // Shown over the target item while an item is dragged over it.
  [`& .${treeItemClasses.dragAndDropOverlay}`]: {
    borderColor: theme.palette.secondary.main,
    backgroundColor: alpha(theme.palette.secondary.main, 0.12),
  },
}));

const DraggableTreeItem = React.forwardRef(function DraggableTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  return (
    <StyledTreeItem
      {...props}
      ref={ref}
      slotProps={{
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <DragIndicatorIcon fontSize="small" color="action" />
              {props.label}
            </Box>
          ),
        },
      }}
    />
  );
});

export default function DragHandleRichTreeViewPro() {
  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <RichTreeViewPro
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        defaultExpandedItems={['grid']}
        slots={{ item: DraggableTreeItem }}
      />
    </Box>
  );
}
