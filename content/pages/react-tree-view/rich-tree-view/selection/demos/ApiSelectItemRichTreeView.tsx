import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function ApiSelectItemRichTreeView() {
  const apiRef = useTreeViewApiRef();

  const setChartsProSelection = (event: React.SyntheticEvent, shouldBeSelected: boolean) => {
    apiRef.current?.selectItem({
      event,
      itemId: 'charts-pro',
      keepExistingSelection: true,
      shouldBeSelected,
    });
  };

  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => setChartsProSelection(event, true)}>
          Select Charts Pro
        </Button>
        <Button size="small" onClick={(event) => setChartsProSelection(event, false)}>
          Deselect
        </Button>
      </Stack>
      <RichTreeView
        aria-label="MUI X products"
        apiRef={apiRef}
        items={MUI_X_PRODUCTS}
        multiSelect
        defaultExpandedItems={['charts']}
      />
    </Box>
  );
}
