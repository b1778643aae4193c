import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const LABELS: Record<string, string> = {
  europe: 'Europe',
  france: 'France',
  spain: 'Spain',
  italy: 'Italy',
  asia: 'Asia',
  japan: 'Japan',
};

export default function TabStopSimpleTreeView() {
  const treeRef = React.useRef<HTMLUListElement>(null);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [tabStop, setTabStop] = React.useState<string | null>(null);

  // The tree decides which item gets tabindex="0"; read it back from the DOM after each change.
  React.useEffect(() => {
    const item = treeRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]');
    const label = item?.querySelector(`.${treeItemClasses.label}`)?.textContent ?? null;
    setTabStop(label);
  }, [selectedItem, focusedItem]);

  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 320 }}>
      <Button size="small" variant="outlined">
        Before the tree
      </Button>
      <SimpleTreeView
        ref={treeRef}
        aria-label="Places"
        sx={{ my: 1 }}
        defaultExpandedItems={['europe']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        onItemFocus={(event, itemId) => setFocusedItem(itemId)}
      >
        <TreeItem itemId="europe" label={LABELS.europe}>
          <TreeItem itemId="france" label={LABELS.france} />
          <TreeItem itemId="spain" label={LABELS.spain} />
          <TreeItem itemId="italy" label={LABELS.italy} />
        </TreeItem>
        <TreeItem itemId="asia" label={LABELS.asia}>
          <TreeItem itemId="japan" label={LABELS.japan} />
        </TreeItem>
      </SimpleTreeView>
      <Button size="small" variant="outlined">
        After the tree
      </Button>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Last focused: {focusedItem ? LABELS[focusedItem] : 'none'} · Tab stop: {tabStop ?? 'none'}
      </Typography>
    </Box>
  );
}
