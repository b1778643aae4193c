import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridEventListener,
  GridRenderCellParams,
  GridRowParams,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(30, 14);

function DetailToggleCell(props: GridRenderCellParams) {
  const { id, value: isExpanded } = props;
  const apiRef = useGridApiContext();
  // Rows whose getDetailPanelContent returned null have no panel: hide their button.
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const hasDetail = React.isValidElement(contentCache[id]);

  if (!hasDetail) {
    return null;
  }

  return (
    <IconButton size="small" tabIndex={-1} aria-label={isExpanded ? 'Close details' : 'Open details'}>
      <ExpandMoreIcon
        fontSize="inherit"
        sx={{
          transform: `rotateZ(${isExpanded ? 180 : 0}deg)`,
          transition: (theme) =>
            theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
        }}
      />
    </IconButton>
  );
}

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  // The toggle column, moved to the end and given a custom cell.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderCell: (params) => <DetailToggleCell {...params} />,
  },
];

export default function CustomDetailToggle() {
  const apiRef = useGridApiRef();

  // Rejected trades have nothing to show.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Commodity>) =>
      row.status === 'Rejected' ? null : (
        <Box sx={{ p: 2 }}>
          <Typography variant="body2">
            {row.filledQuantity.toLocaleString('en-US')} of {row.quantity.toLocaleString('en-US')} filled at{' '}
            {row.unitPrice} {row.counterPartyCurrency}, with {row.counterPartyCountry} ({row.incoTerm}).
          </Typography>
        </Box>
      ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 56, []);

  // Clicking anywhere on a row toggles its panel too.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    apiRef.current.toggleDetailPanel(params.id);
  };

  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={handleRowClick}
      />
    </div>
  );
}
