import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM, type FileNode } from '@content/demoData';

/** The tree's own handlers run after ours and skip their default when this flag is set. */
type CancellableEvent = React.SyntheticEvent & {
  defaultMuiPrevented?: boolean;
};

function validateFileName(name: string) {
  if (name.trim().length === 0) {
    return 'The name cannot be empty';
  }
  if (/[\\/:*?"<>|]/.test(name)) {
    return 'These characters are not allowed: \\ / : * ? " < > |';
  }
  return null;
}

/** Lets every item report its validation message to the tree's owner, which shows it above the tree. */
const ErrorContext = React.createContext<(error: string | null) => void>(() => {});

const StyledTreeItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.labelInput}[aria-invalid="true"]`]: {
    outline: `2px solid ${theme.palette.error.main}`,
  },
}));

const ValidatedTreeItem = React.forwardRef(function ValidatedTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItem2Utils({
    itemId: props.itemId,
    children: props.children,
  });
  const setError = React.useContext(ErrorContext);
  const [invalid, setInvalid] = React.useState(false);

  React.useEffect(() => {
    if (!status.editing) {
      setInvalid(false);
      setError(null);
    }
  }, [status.editing, setError]);

  return (
    <StyledTreeItem
      {...props}
      ref={ref}
      slotProps={{
        labelInput: {
          'aria-invalid': invalid,
          'aria-label': 'File name',
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            const error = validateFileName(event.target.value);
            setInvalid(error != null);
            setError(error);
          },
          onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter' && validateFileName(event.currentTarget.value)) {
              // Keep the input open instead of saving an invalid name.
              (event as CancellableEvent).defaultMuiPrevented = true;
            }
          },
          onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
            if (validateFileName(event.currentTarget.value)) {
              // Leaving the input with an invalid name restores the previous one.
              (event as CancellableEvent).defaultMuiPrevented = true;
              interactions.handleCancelItemLabelEditing(event);
            }
          },
        },
      }}
    />
  );
});

const isItemEditable = (item: FileNode) => item.kind !== 'folder';

export default function ValidationRichTreeView() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <Typography
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        role="status"
        sx={{ mb: 1, minHeight: 40 }}
      >
        {error ?? 'Rename a file: double-click it, or focus it and press Enter'}
      </Typography>
      <ErrorContext.Provider value={setError}>
        <RichTreeView
          aria-label="Files"
          items={FILE_SYSTEM}
          experimentalFeatures={{ labelEditing: true }}
          isItemEditable={isItemEditable}
          defaultExpandedItems={['project', 'src']}
          slots={{ item: ValidatedTreeItem }}
        />
      </ErrorContext.Provider>
    </Box>
  );
}
