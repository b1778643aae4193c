import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionToggleSimpleTreeView() {
  const [lastToggle, setLastToggle] = React.useState<string | null>(null);

  const handleToggle = (event: React.SyntheticEvent, itemId: string, isSelected: boolean) => {
    setLastToggle(`${itemId} was ${isSelected ? 'selected' : 'deselected'}`);
  };

  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastToggle ?? 'No selection change yet'}
      </Typography>
      <SimpleTreeView
        aria-label="Products"
        multiSelect
        onItemSelectionToggle={handleToggle}
        defaultExpandedItems={['grid']}
      >
        <TreeItem itemId="grid" label="Data Grid">
          <TreeItem itemId="grid-community" label="@mui/x-data-grid" />
          <TreeItem itemId="grid-pro" label="@mui/x-data-grid-pro" />
        </TreeItem>
        <TreeItem itemId="charts" label="Charts" />
      </SimpleTreeView>
    </Box>
  );
}
