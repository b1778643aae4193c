import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM } from '@content/demoData';

/** Lets an item add ids to the expansion held by the tree's owner. */
const ExpandItemsContext = React.createContext<(itemIds: string[]) => void>(() => {});

const BranchTreeItem = React.forwardRef(function BranchTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI, status } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const expandItems = React.useContext(ExpandItemsContext);

  const expandBranch = (event: React.MouseEvent) => {
    // Keep the click from also toggling or selecting the item.
    event.stopPropagation();
    const collectParents = (itemId: string): string[] => {
      const childIds = publicAPI.getItemOrderedChildrenIds(itemId);
      return childIds.length > 0 ? [itemId, ...childIds.flatMap(collectParents)] : [];
    };
    expandItems(collectParents(props.itemId));
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
                <IconButton
                  size="small"
                  aria-label={`Expand all of ${props.label}`}
                  onClick={expandBranch}
                  onKeyDown={(event) => event.stopPropagation()}
                >
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
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const expandItems = React.useCallback(
    (itemIds: string[]) => setExpandedItems((previous) => [...new Set([...previous, ...itemIds])]),
    [],
  );

  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 340 }}>
      <ExpandItemsContext.Provider value={expandItems}>
        <RichTreeView
          aria-label="Files"
          items={FILE_SYSTEM}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
          slots={{ item: BranchTreeItem }}
        />
      </ExpandItemsContext.Provider>
    </Box>
  );
}
