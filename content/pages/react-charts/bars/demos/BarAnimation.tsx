import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { createRandom } from '@content/demoData';

const CATEGORIES = ['North', 'South', 'East', 'West'];

function drawValues(seed: number) {
  const random = createRandom(seed);
  return CATEGORIES.map(() => random.int(10, 90));
}

export default function BarAnimation() {
  const [seed, setSeed] = React.useState(1);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const values = React.useMemo(() => drawValues(seed), [seed]);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setSeed((current) => current + 1)}>
          New values
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: CATEGORIES }]}
        // A stable id lets the chart match the old and new bars of the series.
        series={[{ id: 'sales', data: values, label: 'Sales' }]}
        skipAnimation={skipAnimation}
        slotProps={{ legend: { hidden: true } }}
      />
    </Stack>
  );
}
