import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemClickSimpleTreeView() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last clicked item: {lastClicked ?? 'none'}
      </Typography>
      <SimpleTreeView aria-label="Sports" onItemClick={(event, itemId) => setLastClicked(itemId)}>
        <TreeItem itemId="ball-sports" label="Ball sports">
          <TreeItem itemId="football" label="Football" />
          <TreeItem itemId="tennis" label="Tennis" />
        </TreeItem>
        <TreeItem itemId="water-sports" label="Water sports">
          <TreeItem itemId="rowing" label="Rowing" />
          <TreeItem itemId="swimming" label="Swimming" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
