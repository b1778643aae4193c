import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { FILE_SYSTEM, type FileNode } from '@content/demoData';

// Files can be renamed, folders can't.
const isItemEditable = (item: FileNode) => item.kind !== 'folder';

export default function EditableFilesRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Files"
        items={FILE_SYSTEM}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable={isItemEditable}
        defaultExpandedItems={['documents', 'invoices']}
      />
    </Box>
  );
}
