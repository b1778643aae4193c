import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Content, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

// The default content, plus a bar on the left edge of the selected row.
const BarContent = styled(TreeItem2Content)(({ theme }) => ({
  borderRadius: 0,
  borderLeft: '3px solid transparent',
  variants: [
    {
      props: ({ status }) => status.selected,
      style: { borderLeftColor: theme.palette.primary.main },
    },
  ],
}));

const BarTreeItem = React.forwardRef(function BarTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 ref={ref} {...props} slots={{ content: BarContent }} />;
});

export default function CustomContentSlot() {
  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Settings" defaultExpandedItems={['account']} defaultSelectedItems="profile">
        <BarTreeItem itemId="account" label="Account">
          <BarTreeItem itemId="profile" label="Profile" />
          <BarTreeItem itemId="security" label="Security" />
        </BarTreeItem>
        <BarTreeItem itemId="notifications" label="Notifications" />
        <BarTreeItem itemId="billing" label="Billing" />
      </SimpleTreeView>
    </Box>
  );
}
