import * as React from 'react';
import Box from '@mui/material/Box';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemIconSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 200, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Files" defaultExpandedItems={['downloads']}>
        <TreeItem itemId="downloads" label="Downloads">
          <TreeItem itemId="beach" label="beach.jpg" slots={{ icon: ImageOutlinedIcon }} />
          <TreeItem
            itemId="invoice"
            label="invoice.pdf"
            slots={{ icon: PictureAsPdfOutlinedIcon }}
            slotProps={{ icon: { color: 'error' } }}
          />
          <TreeItem itemId="trailer" label="trailer.mp4" slots={{ icon: MovieOutlinedIcon }} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
