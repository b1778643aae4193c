import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { createRandom } from '@content/demoData';

const EXPENSES = ['Rent', 'Food', 'Transport', 'Leisure', 'Savings', 'Health'];

function drawSlices(seed: number, count: number) {
  const random = createRandom(seed);
  // The label doubles as a stable id: the chart matches old and new slices through it.
  return EXPENSES.slice(0, count).map((label) => ({ id: label, label, value: random.int(100, 900) }));
}

export default function PieAnimation() {
  const [seed, setSeed] = React.useState(1);
  const [count, setCount] = React.useState(4);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const data = React.useMemo(() => drawSlices(seed, count), [seed, count]);

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
      <Typography id="pie-animation-slices" variant="body2" sx={{ mt: 1 }}>
        Slices: {count}
      </Typography>
      <Slider
        aria-labelledby="pie-animation-slices"
        value={count}
        min={1}
        max={EXPENSES.length}
        step={1}
        marks
        onChange={(_event, value) => setCount(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <PieChart height={260} series={[{ data, innerRadius: 40 }]} skipAnimation={skipAnimation} />
    </Stack>
  );
}
