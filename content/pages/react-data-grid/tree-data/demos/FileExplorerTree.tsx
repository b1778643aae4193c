import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import {
  DataGridPro,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createRandom } from '@content/demoData';

interface FileRow {
  id: number;
  path: string[];
  size: number;
  modified: Date;
}

// Only files are rows: the folders are created by the grid from the paths.
const FILE_PATHS = [
  'README.md',
  'package.json',
  'src/index.ts',
  'src/app/App.tsx',
  'src/app/routes.ts',
  'src/components/Button.tsx',
  'src/components/Card.tsx',
  'src/components/forms/TextInput.tsx',
  'src/components/forms/Select.tsx',
  'src/utils/format.ts',
  'public/favicon.ico',
  'public/images/logo.svg',
];

const random = createRandom(12);
const rows: FileRow[] = FILE_PATHS.map((filePath, index) => ({
  id: index + 1,
  path: filePath.split('/'),
  size: random.int(200, 90_000),
  modified: random.date(new Date(2024, 0, 1), new Date(2024, 8, 30)),
}));

function NameCell(props: GridRenderCellParams<FileRow>) {
  const { id, rowNode, tabIndex } = props;
  const apiRef = useGridApiContext();
  const isFolder = rowNode.type === 'group';
  const expanded = isFolder && Boolean(rowNode.childrenExpanded);
  const name = rowNode.type === 'group' || rowNode.type === 'leaf' ? String(rowNode.groupingKey) : '';

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: rowNode.depth * 2, height: '100%' }}>
      {isFolder ? (
        <IconButton
          size="small"
          tabIndex={tabIndex}
          aria-label={expanded ? `Collapse ${name}` : `Expand ${name}`}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34 }} />
      )}
      {isFolder ? (
        <FolderOutlinedIcon fontSize="small" color="primary" />
      ) : (
        <DescriptionOutlinedIcon fontSize="small" />
      )}
      <span>{name}</span>
    </Box>
  );
}

const columns: GridColDef<FileRow>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `${(value / 1024).toFixed(1)} KB`),
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 140 },
];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  flex: 1,
  minWidth: 260,
  renderCell: (params) => <NameCell {...(params as GridRenderCellParams<FileRow>)} />,
};

export default function FileExplorerTree() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
