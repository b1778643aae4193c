import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';

export default function CustomItemIcons() {
  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Notes"
        defaultExpandedItems={['work']}
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
      >
        <TreeItem2 itemId="work" label="Work">
          <TreeItem2 itemId="meeting" label="Meeting notes" />
          <TreeItem2
            itemId="goals"
            label="Quarterly goals"
            slots={{ icon: StarIcon }}
            slotProps={{ icon: { color: 'warning' } }}
          />
        </TreeItem2>
        <TreeItem2 itemId="personal" label="Personal">
          <TreeItem2 itemId="recipes" label="Recipes" />
        </TreeItem2>
      </SimpleTreeView>
    </Box>
  );
}
