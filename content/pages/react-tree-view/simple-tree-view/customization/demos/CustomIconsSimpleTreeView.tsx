import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIconsSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Documentation"
        defaultExpandedItems={['guides']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: ArticleOutlinedIcon,
        }}
      >
        <TreeItem itemId="guides" label="Guides">
          <TreeItem itemId="install" label="Installation" />
          <TreeItem itemId="theming" label="Theming" />
        </TreeItem>
        <TreeItem itemId="components" label="Components">
          <TreeItem itemId="button" label="Button" />
        </TreeItem>
        <TreeItem itemId="faq" label="FAQ" />
      </SimpleTreeView>
    </Box>
  );
}
