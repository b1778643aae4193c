import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(20, 31);

interface ContactButtonProps {
  params: GridRenderCellParams<Commodity>;
  onContact: (trader: string) => void;
}

function ContactButton({ params, onContact }: ContactButtonProps) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  // When the arrow keys land on this cell, hand focus to the button so Enter and Space activate it.
  React.useEffect(() => {
    if (params.hasFocus) {
      buttonRef.current?.focus();
    }
  }, [params.hasFocus]);

  return (
    <IconButton
      ref={buttonRef}
      size="small"
      // Joins the grid's roving tab index instead of adding one tab stop per row.
      tabIndex={params.tabIndex}
      aria-label={`Email ${params.row.traderName}`}
      onClick={() => onContact(params.row.traderName)}
    >
      <MailOutlineIcon fontSize="small" />
    </IconButton>
  );
}

// Status as icon plus text: the colour is never the only cue.
function FilledStatus({ filled }: { filled: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {filled ? (
        <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
      ) : (
        <HighlightOffIcon fontSize="small" color="warning" aria-hidden />
      )}
      <span>{filled ? 'Filled' : 'Not filled'}</span>
    </Stack>
  );
}

export default function AccessibleCellContent() {
  const [lastAction, setLastAction] = React.useState('');

  const columns = React.useMemo<GridColDef<Commodity>[]>(
    () => [
      { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
      {
        field: 'isFilled',
        headerName: 'Order',
        width: 130,
        renderCell: (params) => <FilledStatus filled={Boolean(params.value)} />,
      },
      {
        field: 'contact',
        headerName: 'Contact',
        width: 90,
        sortable: false,
        filterable: false,
        renderCell: (params) => (
          <ContactButton params={params} onContact={(trader) => setLastAction(`Email drafted for ${trader}`)} />
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1, minHeight: 20 }}>
        {lastAction || 'Use the arrow keys to reach a Contact cell, then press Enter.'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid aria-label="Open orders by trader" rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
