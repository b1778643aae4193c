import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM } from '@content/demoData';

export default function ApiExpansionRichTreeView() {
  const apiRef = useTreeViewApiRef();

  const setPicturesExpansion = (event: React.SyntheticEvent, isExpanded: boolean) => {
    apiRef.current?.setItemExpansion(event, 'pictures', isExpanded);
  };

  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => setPicturesExpansion(event, true)}>
          Open Pictures
        </Button>
        <Button size="small" onClick={(event) => setPicturesExpansion(event, false)}>
          Close Pictures
        </Button>
      </Stack>
      <RichTreeView aria-label="Files" apiRef={apiRef} items={FILE_SYSTEM} />
    </Box>
  );
}
