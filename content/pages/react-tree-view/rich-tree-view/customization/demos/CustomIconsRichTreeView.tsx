import * as React from 'react';
import Box from '@mui/material/Box';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { MUI_X_PRODUCTS } from '@content/demoData';

export default function CustomIconsRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        defaultExpandedItems={['grid']}
        slots={{
          expandIcon: ChevronRightRoundedIcon,
          collapseIcon: ExpandMoreRoundedIcon,
          endIcon: RemoveRoundedIcon,
        }}
        slotProps={{ endIcon: { color: 'disabled' } }}
      />
    </Box>
  );
}
