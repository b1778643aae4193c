import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

type AxisHighlight = 'none' | 'line' | 'band';

export default function AxisHighlightDemo() {
  const [x, setX] = React.useState<AxisHighlight>('band');
  const [y, setY] = React.useState<AxisHighlight>('line');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 110 }}>
          <InputLabel id="axis-highlight-x">x</InputLabel>
          <Select
            labelId="axis-highlight-x"
            label="x"
            value={x}
            onChange={(event) => setX(event.target.value as AxisHighlight)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="line">line</MenuItem>
            <MenuItem value="band">band</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 110 }}>
          <InputLabel id="axis-highlight-y">y</InputLabel>
          <Select
            labelId="axis-highlight-y"
            label="y"
            value={y}
            onChange={(event) => setY(event.target.value as AxisHighlight)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="line">line</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <LineChart
        height={300}
        dataset={MONTHLY_CLIMATE}
        // On a point axis, the band highlight is one category wide, centred on the point.
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[{ dataKey: 'temperature', label: 'Temperature (°C)' }]}
        axisHighlight={{ x, y }}
      />
    </Stack>
  );
}
