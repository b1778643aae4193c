import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM } from '@content/demoData';

// App.tsx lives in my-app > src, both collapsed at first.
const APP_TSX_ANCESTORS = ['project', 'src'];

export default function FocusItemRichTreeView() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const pendingFocus = React.useRef<{ event: React.SyntheticEvent; itemId: string } | null>(null);

  const revealAndFocus = (event: React.SyntheticEvent) => {
    pendingFocus.current = { event, itemId: 'app-tsx' };
    setExpandedItems((previous) => [...new Set([...previous, ...APP_TSX_ANCESTORS])]);
  };

  // The item only exists in the DOM once its ancestors have been expanded and rendered.
  React.useEffect(() => {
    if (pendingFocus.current) {
      const { event, itemId } = pendingFocus.current;
      pendingFocus.current = null;
      apiRef.current?.focusItem(event, itemId);
    }
  }, [expandedItems, apiRef]);

  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => apiRef.current?.focusItem(event, 'pictures')}>
          Focus Pictures
        </Button>
        <Button size="small" onClick={revealAndFocus}>
          Focus App.tsx
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last focused item: {focusedItem ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="Files"
        apiRef={apiRef}
        items={FILE_SYSTEM}
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        onItemFocus={(event, itemId) => setFocusedItem(itemId)}
      />
    </Box>
  );
}
