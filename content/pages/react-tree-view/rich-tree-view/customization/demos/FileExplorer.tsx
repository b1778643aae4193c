import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CodeIcon from '@mui/icons-material/Code';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { FILE_SYSTEM, type FileKind, type FileNode } from '@content/demoData';

type IconComponent = React.ComponentType<SvgIconProps>;

const FILE_ICONS: Record<Exclude<FileKind, 'folder'>, IconComponent> = {
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  document: ArticleOutlinedIcon,
  spreadsheet: TableChartOutlinedIcon,
  video: MovieOutlinedIcon,
  code: CodeIcon,
};

function formatSize(kilobytes: number) {
  return kilobytes >= 1024 ? `${(kilobytes / 1024).toFixed(1)} MB` : `${kilobytes} KB`;
}

/** Keeps the files whose name contains the query, and the folders that lead to them. */
function filterFiles(items: FileNode[], query: string): FileNode[] {
  if (!query) {
    return items;
  }
  return items.flatMap((item) => {
    if (item.label.toLowerCase().includes(query)) {
      return [item];
    }
    const children = filterFiles(item.children ?? [], query);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

const FileTreeItem = React.forwardRef(function FileTreeItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI, status } = useTreeItem2Utils({
    itemId: props.itemId,
    children: props.children,
  });
  const file = publicAPI.getItem(props.itemId) as FileNode;
  let Icon: IconComponent;
  if (file.kind === 'folder') {
    Icon = status.expanded ? FolderOpenIcon : FolderIcon;
  } else {
    Icon = FILE_ICONS[file.kind];
  }

  return (
    <TreeItem2
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Icon fontSize="small" color={file.kind === 'folder' ? 'primary' : 'action'} />
          <Typography variant="body2" noWrap sx={{ flexGrow: 1 }}>
            {file.label}
          </Typography>
          {file.size != null ? (
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatSize(file.size)}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function FileExplorer() {
  const [query, setQuery] = React.useState('');
  // Expansion is kept in state, so it survives filtering (a new `items` array) and re-renders.
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['documents', 'invoices']);
  const items = React.useMemo(() => filterFiles(FILE_SYSTEM, query.trim().toLowerCase()), [query]);

  return (
    <Box sx={{ width: '100%', maxWidth: 340 }}>
      <TextField
        label="Filter files"
        size="small"
        fullWidth
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 340, overflowY: 'auto' }}>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            No file matches “{query}”.
          </Typography>
        ) : (
          <RichTreeView
            aria-label="File explorer"
            items={items}
            expandedItems={expandedItems}
            onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
            expansionTrigger="iconContainer"
            slots={{ item: FileTreeItem }}
          />
        )}
      </Box>
    </Box>
  );
}
