import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, useTreeViewApiRef, type TreeViewBaseItem } from '@mui/x-tree-view-pro';
import { MUI_X_PRODUCTS } from '@content/demoData';

function describeOrder(items: TreeViewBaseItem[]): string {
  return items
    .map((item) => (item.children?.length ? `${item.label} (${item.children.length})` : item.label))
    .join(' · ');
}

export default function ItemTreeRichTreeViewPro() {
  const apiRef = useTreeViewApiRef();
  const [order, setOrder] = React.useState(() => describeOrder(MUI_X_PRODUCTS));
  const [moveCount, setMoveCount] = React.useState(0);

  // Runs after the tree has re-rendered with the moved item, so getItemTree() has the new order.
  React.useEffect(() => {
    if (moveCount > 0) {
      setOrder(describeOrder(apiRef.current?.getItemTree() ?? []));
    }
  }, [moveCount, apiRef]);

  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 60 }}>
        Root order: {order}
      </Typography>
      <RichTreeViewPro
        aria-label="MUI X products"
        apiRef={apiRef}
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        onItemPositionChange={() => setMoveCount((count) => count + 1)}
      />
    </Box>
  );
}
