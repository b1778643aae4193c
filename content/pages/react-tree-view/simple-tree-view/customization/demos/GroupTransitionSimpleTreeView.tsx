import * as React from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(-12px); }
  to { opacity: 1; transform: translateX(0); }
`;

interface SlideInGroupProps {
  in?: boolean;
  className?: string;
  role?: string;
  children?: React.ReactNode;
}

// Receives the same props as the default Collapse: `in` tells whether the item is expanded.
function SlideInGroup({ in: open, className, role, children }: SlideInGroupProps) {
  if (!open) {
    return null;
  }
  return (
    <Box
      component="ul"
      className={className}
      role={role}
      sx={{
        animation: `${slideIn} 250ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}

const slots = { groupTransition: SlideInGroup };

export default function GroupTransitionSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 240, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Places" defaultExpandedItems={['europe']}>
        <TreeItem itemId="europe" label="Europe" slots={slots}>
          <TreeItem itemId="france" label="France" slots={slots}>
            <TreeItem itemId="lyon" label="Lyon" />
            <TreeItem itemId="paris" label="Paris" />
          </TreeItem>
          <TreeItem itemId="spain" label="Spain" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia" slots={slots}>
          <TreeItem itemId="japan" label="Japan" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
