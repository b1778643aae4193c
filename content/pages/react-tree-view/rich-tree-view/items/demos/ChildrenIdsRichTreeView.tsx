import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM } from '@content/demoData';

export default function ChildrenIdsRichTreeView() {
  const apiRef = useTreeViewApiRef();
  const [children, setChildren] = React.useState<string[] | null>(null);

  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {children == null
          ? 'Click an item to list its children'
          : `Children: ${children.length > 0 ? children.join(', ') : 'none'}`}
      </Typography>
      <RichTreeView
        aria-label="Files"
        apiRef={apiRef}
        items={FILE_SYSTEM}
        onItemClick={(event, itemId) => setChildren(apiRef.current?.getItemOrderedChildrenIds(itemId) ?? [])}
      />
    </Box>
  );
}
