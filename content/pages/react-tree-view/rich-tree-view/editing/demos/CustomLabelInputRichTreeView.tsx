import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeItem2LabelInputProps } from '@mui/x-tree-view/TreeItem2LabelInput';
import { MUI_X_PRODUCTS } from '@content/demoData';

const StyledInput = styled('input')(({ theme }) => ({
  ...theme.typography.body2,
  width: '100%',
  padding: theme.spacing(0.5, 1),
  border: `2px solid ${theme.palette.primary.main}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  outline: 'none',
}));

// Receives `value`, `onChange`, `onKeyDown`, `onBlur` and `autoFocus` from the tree: pass them all on.
const LabelInput = React.forwardRef(function LabelInput(
  props: TreeItem2LabelInputProps & { className?: string },
  ref: React.Ref<HTMLInputElement>,
) {
  return <StyledInput ref={ref} aria-label="New name" spellCheck={false} {...props} />;
});

const CustomTreeItem = React.forwardRef(function CustomTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 {...props} ref={ref} slots={{ labelInput: LabelInput }} />;
});

export default function CustomLabelInputRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        defaultExpandedItems={['grid']}
        slots={{ item: CustomTreeItem }}
      />
    </Box>
  );
}
