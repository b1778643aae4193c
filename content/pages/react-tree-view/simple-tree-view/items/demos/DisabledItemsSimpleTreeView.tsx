import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemsSimpleTreeView() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items focusable"
      />
      <SimpleTreeView aria-label="Plans" disabledItemsFocusable={focusable} defaultExpandedItems={['community', 'pro']}>
        <TreeItem itemId="community" label="Community">
          <TreeItem itemId="grid" label="Data Grid" />
          <TreeItem itemId="pickers" label="Date Pickers" />
        </TreeItem>
        <TreeItem itemId="pro" label="Pro (disabled)" disabled>
          <TreeItem itemId="grid-pro" label="Data Grid Pro" />
          <TreeItem itemId="pickers-pro" label="Date Pickers Pro" />
        </TreeItem>
        <TreeItem itemId="premium" label="Premium">
          <TreeItem itemId="grid-premium" label="Data Grid Premium (disabled)" disabled />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
