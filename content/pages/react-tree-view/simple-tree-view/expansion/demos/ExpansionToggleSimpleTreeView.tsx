import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionToggleSimpleTreeView() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  const handleToggle = (event: React.SyntheticEvent, itemId: string, isExpanded: boolean) => {
    setLastAction(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`);
  };

  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastAction ?? 'No expansion change yet'}
      </Typography>
      <SimpleTreeView aria-label="Places" onItemExpansionToggle={handleToggle}>
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
