import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    backgroundColor: alpha(theme.palette.secondary.main, 0.16),
    color: theme.palette.text.primary,
  },
  [`& .${treeItemClasses.label}`]: {
    fontWeight: 500,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 18,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.4)}`,
  },
}));

export default function StyledTreeItemSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Places" defaultExpandedItems={['europe', 'france']}>
        <StyledTreeItem itemId="europe" label="Europe">
          <StyledTreeItem itemId="france" label="France">
            <StyledTreeItem itemId="lyon" label="Lyon" />
            <StyledTreeItem itemId="paris" label="Paris" />
          </StyledTreeItem>
          <StyledTreeItem itemId="spain" label="Spain" />
        </StyledTreeItem>
        <StyledTreeItem itemId="asia" label="Asia">
          <StyledTreeItem itemId="japan" label="Japan" />
        </StyledTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
