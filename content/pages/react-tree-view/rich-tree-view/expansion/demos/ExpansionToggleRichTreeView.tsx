import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { FILE_SYSTEM } from '@content/demoData';

export default function ExpansionToggleRichTreeView() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  const handleToggle = (event: React.SyntheticEvent, itemId: string, isExpanded: boolean) => {
    setLastAction(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`);
  };

  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastAction ?? 'No expansion change yet'}
      </Typography>
      <RichTreeView aria-label="Files" items={FILE_SYSTEM} onItemExpansionToggle={handleToggle} />
    </Box>
  );
}
