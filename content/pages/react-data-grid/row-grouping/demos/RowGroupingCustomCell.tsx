import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPremium,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(150, 67);

const columns: GridColDef<Commodity>[] = [
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
];

function DeskGroupCell(params: GridRenderCellParams) {
  const apiRef = useGridApiContext();
  const { rowNode } = params;

  // Leaves (and any footer row) get an empty cell.
  if (rowNode.type !== 'group') {
    return null;
  }

  const expanded = Boolean(rowNode.childrenExpanded);
  const toggle = (event: React.MouseEvent) => {
    // Keep the click from also selecting the row.
    event.stopPropagation();
    apiRef.current.setRowChildrenExpansion(params.id, !expanded);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        size="small"
        onClick={toggle}
        tabIndex={params.tabIndex}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} desk ${String(rowNode.groupingKey)}`}
      >
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <strong>{String(rowNode.groupingKey)}</strong>
      <Chip size="small" label={`${rowNode.children.length} trades`} />
    </Box>
  );
}

export default function RowGroupingCustomCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Desk', width: 220, renderCell: (params) => <DeskGroupCell {...params} /> }}
        initialState={{
          rowGrouping: { model: ['desk'] },
          columns: { columnVisibilityModel: { desk: false } },
        }}
      />
    </Box>
  );
}
