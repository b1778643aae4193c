import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

export default function TickPlacementAxis() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="tick-placement-label">tickPlacement</InputLabel>
          <Select
            labelId="tick-placement-label"
            label="tickPlacement"
            value={tickPlacement}
            onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          >
            {['start', 'end', 'middle', 'extremities'].map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="tick-label-placement-label">tickLabelPlacement</InputLabel>
          <Select
            labelId="tick-label-placement-label"
            label="tickLabelPlacement"
            value={tickLabelPlacement}
            onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          >
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="tick">tick</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={260}
        dataset={MONTHLY_CLIMATE.slice(0, 6)}
        xAxis={[{ scaleType: 'band', dataKey: 'month', tickPlacement, tickLabelPlacement }]}
        series={[{ dataKey: 'sunshine', label: 'Sunshine (h)' }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Stack>
  );
}
