import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelectionSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 200, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Table of contents" disableSelection>
        <TreeItem itemId="intro" label="Introduction">
          <TreeItem itemId="install" label="Installation" />
          <TreeItem itemId="usage" label="Usage" />
        </TreeItem>
        <TreeItem itemId="guides" label="Guides">
          <TreeItem itemId="theming" label="Theming" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
