import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function SelectionToggleRichTreeView() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (event: React.SyntheticEvent, itemId: string, isSelected: boolean) => {
    // Keep the three most recent changes.
    setLog((previous) => [`${isSelected ? '+' : '−'} ${itemId}`, ...previous].slice(0, 3));
  };

  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" component="div" sx={{ mb: 1, minHeight: 60 }}>
        {log.length === 0 ? 'No selection change yet' : log.map((line) => <div key={line}>{line}</div>)}
      </Typography>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        multiSelect
        onItemSelectionToggle={handleToggle}
        defaultExpandedItems={['grid']}
      />
    </Box>
  );
}
