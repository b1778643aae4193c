import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM } from '@content/demoData';

const BranchTreeItem = React.forwardRef(function BranchTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI, status } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });

  const expandBranch = (event: React.MouseEvent) => {
    // Keep the click from also toggling or selecting the item.
    event.stopPropagation();
    const expand = (itemId: string) => {
      const childIds = publicAPI.getItemOrderedChildrenIds(itemId);
      if (childIds.length > 0) {
        publicAPI.setItemExpansion(event, itemId, true);
        childIds.forEach(expand);
      }
    };
    expand(props.itemId);
  };

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
              {status.expandable ? (
                <IconButton size="small" aria-label={`Expand all of ${props.label}`} onClick={expandBranch}>
                  <UnfoldMoreIcon fontSize="inherit" />
                </IconButton>
              ) : null}
            </Box>
          ),
        },
      }}
    />
  );
});

export default function ExpandBranchTreeItem() {
  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 340 }}>
      <RichTreeView aria-label="Files" items={FILE_SYSTEM} slots={{ item: BranchTreeItem }} />
    </Box>
  );
}
