import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { MUI_X_PRODUCTS } from '@content/demoData';

// A slower Collapse, passed to every item through the `groupTransition` slot.
const SlowCollapse = React.forwardRef(function SlowCollapse(
  props: React.ComponentProps<typeof Collapse>,
  ref: React.Ref<HTMLDivElement>,
) {
  return <Collapse ref={ref} {...props} timeout={600} />;
});

const SlowTreeItem = React.forwardRef(function SlowTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 ref={ref} {...props} slots={{ groupTransition: SlowCollapse }} />;
});

export default function GroupTransitionRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        defaultExpandedItems={['grid']}
        slots={{ item: SlowTreeItem }}
      />
    </Box>
  );
}
