import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { CITY_TEMPERATURES } from '@content/demoData';

type Baseline = 'zero' | 'min' | 'max' | 'ten';

const BASELINES: Record<Baseline, number | 'min' | 'max'> = { zero: 0, min: 'min', max: 'max', ten: 10 };

export default function AreaBaseline() {
  const [choice, setChoice] = React.useState<Baseline>('zero');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="baseline"
        value={choice}
        onChange={(event) => setChoice(event.target.value as Baseline)}
        sx={{ minWidth: 160, ml: 1 }}
      >
        <MenuItem value="zero">0 (default)</MenuItem>
        <MenuItem value="min">&apos;min&apos;</MenuItem>
        <MenuItem value="max">&apos;max&apos;</MenuItem>
        <MenuItem value="ten">10</MenuItem>
      </TextField>
      <LineChart
        height={280}
        dataset={CITY_TEMPERATURES}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[{ dataKey: 'oslo', label: 'Oslo (°C)', area: true, baseline: BASELINES[choice] }]}
        skipAnimation
      />
    </Box>
  );
}
