import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM, getExpandableItemIds } from '@content/demoData';

const ALL_FOLDERS = getExpandableItemIds(FILE_SYSTEM);

export default function ScrollToItemRichTreeView() {
  const apiRef = useTreeViewApiRef();

  const scrollTo = (itemId: string) => {
    apiRef.current?.getItemDOMElement(itemId)?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => scrollTo('documents')}>
          Top
        </Button>
        <Button size="small" onClick={() => scrollTo('readme')}>
          README.md
        </Button>
      </Stack>
      <Box sx={{ height: 200, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView aria-label="Files" apiRef={apiRef} items={FILE_SYSTEM} defaultExpandedItems={ALL_FOLDERS} />
      </Box>
    </Box>
  );
}
