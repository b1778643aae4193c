import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiExpansionSimpleTreeView() {
  const apiRef = useTreeViewApiRef();

  const setEuropeExpansion = (event: React.SyntheticEvent, isExpanded: boolean) => {
    apiRef.current?.setItemExpansion(event, 'europe', isExpanded);
  };

  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => setEuropeExpansion(event, true)}>
          Expand Europe
        </Button>
        <Button size="small" onClick={(event) => setEuropeExpansion(event, false)}>
          Collapse Europe
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Places" apiRef={apiRef}>
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="france" label="France" />
          <TreeItem itemId="spain" label="Spain" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="japan" label="Japan" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
