import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro';
import { FILE_SYSTEM, type FileNode } from '@content/demoData';

/** Where an item sits: its parent (`null` at the root) and its index among the parent's children. */
interface ItemPosition {
  parentId: string | null;
  index: number;
}

function collectFolderIds(items: FileNode[]): string[] {
  return items.flatMap((item) => (item.kind === 'folder' ? [item.id, ...collectFolderIds(item.children ?? [])] : []));
}

const FOLDER_IDS = new Set(collectFolderIds(FILE_SYSTEM));

// A file or folder can only land inside a folder: never at the root, never inside a file.
const canMoveItemToNewPosition = (params: { itemId: string; oldPosition: ItemPosition; newPosition: ItemPosition }) =>
  params.newPosition.parentId != null && FOLDER_IDS.has(params.newPosition.parentId);

export default function RestrictedMovesRichTreeViewPro() {
  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <RichTreeViewPro
        aria-label="Files"
        items={FILE_SYSTEM}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['documents', 'pictures']}
      />
    </Box>
  );
}
