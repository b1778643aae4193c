import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS } from '@content/demoData';

const STATUS_FLAGS = ['expandable', 'expanded', 'selected', 'focused', 'disabled'] as const;

const StatusTreeItem = React.forwardRef(function StatusTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { status } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const activeFlags = STATUS_FLAGS.filter((flag) => status[flag]);

  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <span>{props.label}</span>
              <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                {activeFlags.join(' · ')}
              </Box>
            </Box>
          ),
        },
      }}
    />
  );
});

const isItemDisabled = (item: { id: string }) => item.id === 'pickers';

export default function ItemStatusTreeItem() {
  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 400 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['grid']}
        defaultSelectedItems="grid-pro"
        slots={{ item: StatusTreeItem }}
      />
    </Box>
  );
}
