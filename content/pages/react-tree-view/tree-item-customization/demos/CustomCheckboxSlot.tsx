import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

// `visible` tells whether checkbox selection is on; it must not reach the DOM.
const VisibilityCheckbox = React.forwardRef(function VisibilityCheckbox(
  { visible, 'aria-label': ariaLabel, ...other }: CheckboxProps & { visible: boolean },
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      ref={ref}
      size="small"
      icon={<VisibilityOffIcon fontSize="small" />}
      checkedIcon={<VisibilityIcon fontSize="small" />}
      sx={{ p: 0.5 }}
      inputProps={{ 'aria-label': ariaLabel }}
      {...other}
    />
  );
});

const LayerTreeItem = React.forwardRef(function LayerTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return (
    <TreeItem2
      ref={ref}
      {...props}
      slots={{ checkbox: VisibilityCheckbox }}
      slotProps={{ checkbox: { 'aria-label': `Show ${String(props.label)}` } }}
    />
  );
});

export default function CustomCheckboxSlot() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Map layers"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['transport']}
        defaultSelectedItems={['roads', 'rail']}
      >
        <LayerTreeItem itemId="transport" label="Transport">
          <LayerTreeItem itemId="roads" label="Roads" />
          <LayerTreeItem itemId="rail" label="Railways" />
          <LayerTreeItem itemId="bike" label="Bike lanes" />
        </LayerTreeItem>
        <LayerTreeItem itemId="terrain" label="Terrain" />
        <LayerTreeItem itemId="labels" label="Place names" />
      </SimpleTreeView>
    </Box>
  );
}
