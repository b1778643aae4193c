import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function ItemClickRichTreeView() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last clicked item: {lastClicked ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        onItemClick={(event, itemId) => setLastClicked(itemId)}
      />
    </Box>
  );
}
