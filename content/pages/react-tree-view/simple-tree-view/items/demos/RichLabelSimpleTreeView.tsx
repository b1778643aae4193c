import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function Label({ name, count }: { name: string; count: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {name}
      </Typography>
      <Chip label={count} size="small" />
    </Box>
  );
}

export default function RichLabelSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 200, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Mailbox" defaultExpandedItems={['inbox']}>
        <TreeItem itemId="inbox" label={<Label name="Inbox" count={12} />}>
          <TreeItem itemId="work" label={<Label name="Work" count={9} />} />
          <TreeItem itemId="family" label={<Label name="Family" count={3} />} />
        </TreeItem>
        <TreeItem itemId="sent" label={<Label name="Sent" count={0} />} />
      </SimpleTreeView>
    </Box>
  );
}
