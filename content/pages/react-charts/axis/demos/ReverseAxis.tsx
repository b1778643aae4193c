import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Position in a league table: 1 is the best, so it belongs at the top.
const rank = [7, 6, 6, 4, 3, 3, 2, 1];

export default function ReverseAxis() {
  const [reverseY, setReverseY] = React.useState(true);
  const [reverseX, setReverseX] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={<Switch checked={reverseY} onChange={(event) => setReverseY(event.target.checked)} />}
          label="Reverse y-axis"
        />
        <FormControlLabel
          control={<Switch checked={reverseX} onChange={(event) => setReverseX(event.target.checked)} />}
          label="Reverse x-axis"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks, reverse: reverseX }]}
        yAxis={[{ min: 1, max: 8, reverse: reverseY, tickInterval: [1, 2, 3, 4, 5, 6, 7, 8] }]}
        series={[{ data: rank, label: 'League position' }]}
      />
    </Stack>
  );
}
