import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';
import { MUI_X_PRODUCTS } from '@content/demoData';

/** Where an item sits: its parent (`null` at the root) and its index among the parent's children. */
interface ItemPosition {
  parentId: string | null;
  index: number;
}

function formatPosition(position: ItemPosition) {
  return `${position.parentId ?? 'root'} #${position.index}`;
}

export default function PositionChangeRichTreeViewPro() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 40 }}>
        {lastMove ?? 'Drag an item to move it'}
      </Typography>
      <RichTreeViewPro
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setLastMove(`${itemId}: from ${formatPosition(oldPosition)} to ${formatPosition(newPosition)}`)
        }
        defaultExpandedItems={['grid', 'charts']}
      />
    </Box>
  );
}
