import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { FILE_SYSTEM } from '@content/demoData';

// A vertical line under each open item, lined up with its arrow icon.
const GuideTreeItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: theme.spacing(2),
    paddingLeft: theme.spacing(1),
    borderLeft: `1px solid ${alpha(theme.palette.text.primary, 0.3)}`,
  },
}));

export default function IndentationGuides() {
  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Files"
        items={FILE_SYSTEM}
        defaultExpandedItems={['documents', 'invoices', 'project', 'src']}
        slots={{ item: GuideTreeItem }}
      />
    </Box>
  );
}
