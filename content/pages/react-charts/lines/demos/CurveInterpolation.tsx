import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const CURVES: CurveType[] = ['linear', 'monotoneX', 'catmullRom', 'natural', 'step', 'stepBefore', 'stepAfter'];

export default function CurveInterpolation() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ minWidth: 160, ml: 1 }}
      >
        {CURVES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{ data: [0, 1, 2, 3, 4, 5, 6, 7] }]}
        series={[{ data: [1, 4, 3, 8, 6, 6.5, 2, 5], curve, label: curve }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </Box>
  );
}
