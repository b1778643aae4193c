import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { FILE_SYSTEM } from '@content/demoData';

export default function IconExpansionRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView aria-label="Files" items={FILE_SYSTEM} expansionTrigger="iconContainer" />
    </Box>
  );
}
