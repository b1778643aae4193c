import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'fruits',
    label: 'Fruits',
    children: [
      { id: 'apple', label: 'Apple' },
      { id: 'banana', label: 'Banana' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'carrot', label: 'Carrot' },
      { id: 'leek', label: 'Leek' },
    ],
  },
];

export default function FirstTreeView() {
  return (
    <Box sx={{ minHeight: 200, width: '100%', maxWidth: 320 }}>
      <RichTreeView aria-label="Groceries" items={ITEMS} />
    </Box>
  );
}
