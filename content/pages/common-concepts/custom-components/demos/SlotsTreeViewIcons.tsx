import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { FILE_SYSTEM } from '@content/demoData';

export default function SlotsTreeViewIcons() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Project files"
        items={FILE_SYSTEM}
        defaultExpandedItems={[FILE_SYSTEM[0]!.id]}
        // Closed folders, open folders and items without children each get their own icon.
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: InsertDriveFileOutlinedIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'action' },
        }}
      />
    </Box>
  );
}
