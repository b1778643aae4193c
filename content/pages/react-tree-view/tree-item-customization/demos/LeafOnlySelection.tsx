import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM } from '@content/demoData';

type CancellableMouseEvent = React.MouseEvent & { defaultMuiPrevented?: boolean };

// A click on a folder only opens or closes it; a click on a file only selects it.
const FileOrFolderItem = React.forwardRef(function FileOrFolderItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItem2Utils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleContentClick = (event: CancellableMouseEvent) => {
    // Skip the default click handling of the item, and apply ours instead.
    event.defaultMuiPrevented = true;
    if (status.expandable) {
      interactions.handleExpansion(event);
    } else {
      interactions.handleSelection(event);
    }
  };

  return <TreeItem2 {...props} ref={ref} slotProps={{ content: { onClick: handleContentClick } }} />;
});

export default function LeafOnlySelection() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected file: {selectedItem ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="Files"
        items={FILE_SYSTEM}
        selectedItems={selectedItem}
        onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        slots={{ item: FileOrFolderItem }}
      />
    </Box>
  );
}
