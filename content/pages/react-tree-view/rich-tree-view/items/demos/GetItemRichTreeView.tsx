import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM, type FileNode } from '@content/demoData';

function describe(file: FileNode) {
  if (file.kind === 'folder') {
    return `${file.label}: folder with ${file.children?.length ?? 0} entries`;
  }
  return `${file.label}: ${file.kind}, ${file.size ?? 0} KB`;
}

export default function GetItemRichTreeView() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState<string>('Select a file or folder');

  const handleSelectedItemsChange = (event: React.SyntheticEvent, itemId: string | null) => {
    if (itemId == null) {
      return;
    }
    // getItem returns the original object from `items`, with all its fields.
    const file = apiRef.current?.getItem(itemId) as FileNode | undefined;
    if (file) {
      setDetails(describe(file));
    }
  };

  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {details}
      </Typography>
      <RichTreeView
        aria-label="Files"
        apiRef={apiRef}
        items={FILE_SYSTEM}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['documents']}
      />
    </Box>
  );
}
