import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(100, 12);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade ID', type: 'number' },
  { field: 'commodity', headerName: 'Commodity' },
  { field: 'traderName', headerName: 'Trader' },
  { field: 'traderEmail', headerName: 'Trader email address' },
  { field: 'counterPartyCountry', headerName: 'Counterparty country' },
  { field: 'totalPrice', headerName: 'Total price', type: 'number' },
];

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const autosizeOptions = React.useMemo(
    () => ({ includeHeaders, includeOutliers, expand }),
    [includeHeaders, includeOutliers, expand],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <Button variant="contained" size="small" onClick={() => void apiRef.current.autosizeColumns(autosizeOptions)}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Checkbox checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Checkbox checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />
          }
          label="includeOutliers"
        />
        <FormControlLabel
          control={<Checkbox checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="expand"
        />
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} autosizeOnMount autosizeOptions={autosizeOptions} />
      </div>
    </Stack>
  );
}
