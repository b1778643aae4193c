import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    field: 'gross',
    headerName: 'Gross',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 120 },
];

const NONE = 'none';

export default function ControlledAggregation() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({ gross: 'sum' });

  const handleGrossChange = (name: string) => {
    setAggregationModel((previous) => {
      const next = { ...previous };
      if (name === NONE) {
        delete next.gross;
      } else {
        next.gross = name;
      }
      return next;
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="controlled-aggregation-gross-label">Gross function</InputLabel>
          <Select
            labelId="controlled-aggregation-gross-label"
            label="Gross function"
            value={aggregationModel.gross ?? NONE}
            onChange={(event) => handleGrossChange(event.target.value)}
          >
            <MenuItem value={NONE}>None</MenuItem>
            <MenuItem value="sum">sum</MenuItem>
            <MenuItem value="avg">avg</MenuItem>
            <MenuItem value="min">min</MenuItem>
            <MenuItem value="max">max</MenuItem>
            <MenuItem value="size">size</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(aggregationModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={MOVIES}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
        />
      </Box>
    </Box>
  );
}
