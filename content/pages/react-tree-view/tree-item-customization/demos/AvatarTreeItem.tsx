import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import { useTreeItem2, type UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import { DEPARTMENTS_TREE, type Department } from '@content/demoData';

interface DepartmentItemProps
  extends Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus' | 'id'> {}

const DepartmentItem = React.forwardRef(function DepartmentItem(
  props: DepartmentItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  const department = publicAPI.getItem(itemId) as Department;

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()} sx={{ py: 0.75 }}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <Avatar sx={{ width: 28, height: 28, fontSize: '0.7rem', bgcolor: 'secondary.main' }} aria-hidden>
            {department.code.slice(0, 3)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <TreeItem2Label {...getLabelProps()} sx={{ typography: 'body2' }} />
            <Typography variant="caption" color="text.secondary">
              {department.headcount} people
            </Typography>
          </Box>
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

const getItemId = (item: Department) => item.code;
const getItemLabel = (item: Department) => item.name;

export default function AvatarTreeItem() {
  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Departments"
        items={DEPARTMENTS_TREE}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['ENG']}
        slots={{ item: DepartmentItem }}
      />
    </Box>
  );
}
