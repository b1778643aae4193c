import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity, DESKS } from '@content/demoData';

interface Desk {
  id: string;
}

const rows: Desk[] = DESKS.map((id) => ({ id }));

const columns: GridColDef<Desk>[] = [{ field: 'id', headerName: 'Desk', width: 160 }];

// Stands in for a request made when a panel opens.
function fetchOpenTrades(desk: string): Promise<Commodity[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        generateCommodities(40, 3)
          .filter((trade) => trade.desk === desk && !trade.isFilled)
          .slice(0, 4),
      );
    }, 700);
  });
}

function DeskTrades({ desk }: { desk: string }) {
  const [trades, setTrades] = React.useState<Commodity[] | null>(null);

  // Runs only when the panel opens: closed panels are not rendered.
  React.useEffect(() => {
    let active = true;
    fetchOpenTrades(desk).then((result) => {
      if (active) {
        setTrades(result);
      }
    });
    return () => {
      active = false;
    };
  }, [desk]);

  if (trades === null) {
    return (
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={20} aria-label={`Loading the trades of ${desk}`} /> Loading…
      </Box>
    );
  }
  return (
    <List dense sx={{ px: 2 }} aria-label={`Open trades of ${desk}`}>
      {trades.length === 0 && <ListItem>No open trades.</ListItem>}
      {trades.map((trade) => (
        <ListItem key={trade.id}>
          <ListItemText primary={`${trade.commodity}: ${trade.quantity} units`} secondary={trade.traderName} />
        </ListItem>
      ))}
    </List>
  );
}

export default function LazyDetailPanel() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Desk>) => <DeskTrades desk={row.id} />, []);
  const getDetailPanelHeight = React.useCallback((): 'auto' => 'auto', []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
