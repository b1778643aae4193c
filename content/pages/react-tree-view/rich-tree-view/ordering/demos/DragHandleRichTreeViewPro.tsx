import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  RichTreeViewPro,
  TreeItem2Content,
  TreeItem2DragAndDropOverlay,
  TreeItem2GroupTransition,
  TreeItem2Icon,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Provider,
  TreeItem2Root,
  useTreeItem2,
  type UseTreeItem2Parameters,
} from '@mui/x-tree-view-pro';
import { MUI_X_PRODUCTS } from '@content/demoData';

interface HandleTreeItemProps
  extends Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus' | 'id'> {}

const HandleTreeItem = React.forwardRef(function HandleTreeItem(
  props: HandleTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });

  // The reordering plugin puts `draggable` and the drag start/end handlers on the row. Moving them to the
  // handle makes it the only drag source. `onDragOver` stays on the row: it lets the row accept a drop.
  const { draggable, onDragStart, onDragEnd, ...rootProps } = getRootProps(other);

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...rootProps}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          {draggable ? (
            <Box
              component="span"
              draggable={draggable}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              title="Drag to move"
              sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </Box>
          ) : null}
          <TreeItem2Label {...getLabelProps()} />
          <TreeItem2DragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function DragHandleRichTreeViewPro() {
  return (
    <Box sx={{ minHeight: 380, width: '100%', maxWidth: 320 }}>
      <RichTreeViewPro
        aria-label="MUI X products"
        items={MUI_X_PRODUCTS}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        defaultExpandedItems={['grid']}
        slots={{ item: HandleTreeItem }}
      />
    </Box>
  );
}
