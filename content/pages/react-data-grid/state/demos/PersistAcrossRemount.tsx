import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(80, 44);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

function TradesGrid(props: { initialState?: GridInitialState; onSave: (state: GridInitialState) => void }) {
  const { initialState, onSave } = props;
  const apiRef = useGridApiRef();

  // Runs just before the grid unmounts, while its state is still available.
  React.useLayoutEffect(() => {
    const api = apiRef.current;
    return () => onSave(api.exportState());
  }, [apiRef, onSave]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      initialState={initialState}
      slots={{ toolbar: GridToolbar }}
    />
  );
}

export default function PersistAcrossRemount() {
  const [tab, setTab] = React.useState(0);
  const [savedState, setSavedState] = React.useState<GridInitialState | undefined>(undefined);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} sx={{ mb: 1 }}>
        <Tab label="Trades" />
        <Tab label="Notes" />
      </Tabs>
      <Box sx={{ height: 400 }}>
        {tab === 0 ? (
          <TradesGrid initialState={savedState} onSave={setSavedState} />
        ) : (
          <Typography variant="body2" sx={{ p: 2 }}>
            The grid is unmounted. Go back to the first tab: sorting, filters, column widths and the page are as you
            left them.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
