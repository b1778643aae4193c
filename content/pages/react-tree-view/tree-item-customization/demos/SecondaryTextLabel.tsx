import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { DEPARTMENTS_TREE, type Department } from '@content/demoData';

const DepartmentTreeItem = React.forwardRef(function DepartmentTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const department = publicAPI.getItem(props.itemId) as Department;

  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        label: {
          children: (
            <React.Fragment>
              <Typography variant="body2">{department.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {department.code} · {department.headcount} people
              </Typography>
            </React.Fragment>
          ),
        },
      }}
    />
  );
});

const getItemId = (item: Department) => item.code;
const getItemLabel = (item: Department) => item.name;

export default function SecondaryTextLabel() {
  return (
    <Box sx={{ minHeight: 360, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Departments"
        items={DEPARTMENTS_TREE}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['ENG']}
        slots={{ item: DepartmentTreeItem }}
      />
    </Box>
  );
}
