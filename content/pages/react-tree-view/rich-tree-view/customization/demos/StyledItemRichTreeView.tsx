import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { MUI_X_PRODUCTS } from '@content/demoData';

const StyledTreeItem = styled(TreeItem2)(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    padding: theme.spacing(0.5, 1.5),
    [`&.${treeItemClasses.expanded}`]: {
      color: theme.palette.text.primary,
      fontWeight: theme.typography.fontWeightMedium,
    },
    [`&.${treeItemClasses.selected}`]: {
      backgroundColor: alpha(theme.palette.primary.main, 0.16),
      color: theme.palette.primary.main,
    },
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: '0.875rem',
    fontWeight: 'inherit',
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: theme.spacing(2),
    borderLeft: `2px solid ${theme.palette.divider}`,
  },
}));

export default function StyledItemRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        defaultExpandedItems={['grid']}
        defaultSelectedItems="grid-pro"
        slots={{ item: StyledTreeItem }}
      />
    </Box>
  );
}
