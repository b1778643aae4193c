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

  // The tree decides which item gets tabindex="0": watch the attribute, since the tree re-renders on its own (its items
  // register after the first render, so a single read on mount would find none).
  React.useEffect(() => {
    const tree = treeRef.current;
    if (!tree) {
      return undefined;
    }
    const readTabStop = () => {
      const item = tree.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]');
      setTabStop(item?.querySelector(`.${treeItemClasses.label}`)?.textContent ?? null);
    };
    readTabStop();
    const observer = new MutationObserver(readTabStop);
    observer.observe(tree, { subtree: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, []);

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
