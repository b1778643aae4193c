import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM } from '@content/demoData';

const CountTreeItem = React.forwardRef(function CountTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const childCount = publicAPI.getItemOrderedChildrenIds(props.itemId).length;

  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" sx={{ flexGrow: 1 }}>
                {props.label}
              </Box>
              {childCount > 0 ? <Chip size="small" label={childCount} aria-label={`${childCount} items`} /> : null}
            </Box>
          ),
        },
      }}
    />
  );
});

export default function ChildrenCountLabel() {
  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Files"
        items={FILE_SYSTEM}
        defaultExpandedItems={['documents']}
        slots={{ item: CountTreeItem }}
      />
    </Box>
  );
}
