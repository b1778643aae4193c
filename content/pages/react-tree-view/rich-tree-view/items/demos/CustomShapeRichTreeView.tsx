import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { DEPARTMENTS_TREE, type Department } from '@content/demoData';

const getItemId = (item: Department) => item.code;
const getItemLabel = (item: Department) => `${item.name} (${item.headcount})`;

export default function CustomShapeRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Departments"
        items={DEPARTMENTS_TREE}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['ENG']}
      />
    </Box>
  );
}
