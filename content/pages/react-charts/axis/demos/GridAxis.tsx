import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { LATENCY_SAMPLES } from '@content/demoData';

const data = LATENCY_SAMPLES.map(({ id, hour, latency }) => ({ id, x: hour, y: latency }));

export default function GridAxis() {
  const [vertical, setVertical] = React.useState(true);
  const [horizontal, setHorizontal] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={<Checkbox checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical lines"
        />
        <FormControlLabel
          control={<Checkbox checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal lines"
        />
      </Stack>
      <ScatterChart
        height={300}
        xAxis={[{ min: 0, max: 24, tickInterval: [0, 6, 12, 18, 24], valueFormatter: (hour: number) => `${hour}h` }]}
        yAxis={[{ label: 'Latency (ms)' }]}
        series={[{ data, label: 'Requests', markerSize: 3 }]}
        grid={{ vertical, horizontal }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Stack>
  );
}
