import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/Delete';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

type IconComponent = React.ComponentType<SvgIconProps>;

interface MailTreeItemProps extends Omit<TreeItem2Props, 'label'> {
  text: string;
  icon: IconComponent;
  count?: number;
}

const MailTreeItem = React.forwardRef(function MailTreeItem(
  { text, icon: Icon, count, ...other }: MailTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return (
    <TreeItem2
      ref={ref}
      {...other}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color="action" />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {text}
          </Typography>
          {count ? (
            <Typography variant="caption" color="text.secondary">
              {count}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function LabelIconSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 220, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView aria-label="Mailbox" defaultExpandedItems={['inbox']}>
        <MailTreeItem itemId="inbox" text="Inbox" icon={InboxIcon} count={14}>
          <MailTreeItem itemId="work" text="Work" icon={LabelIcon} count={9} />
          <MailTreeItem itemId="family" text="Family" icon={LabelIcon} count={5} />
        </MailTreeItem>
        <MailTreeItem itemId="sent" text="Sent" icon={SendIcon} />
        <MailTreeItem itemId="trash" text="Trash" icon={DeleteIcon} count={2} />
      </SimpleTreeView>
    </Box>
  );
}
