import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// The gauge covers 0–40 °C; the slider goes beyond both ends on purpose.
const VALUE_MIN = 0;
const VALUE_MAX = 40;

export default function GaugeValueRange() {
  const [reading, setReading] = React.useState(46);
  const [clamp, setClamp] = React.useState(false);
  const value = clamp ? Math.min(VALUE_MAX, Math.max(VALUE_MIN, reading)) : reading;

  return (
    <Stack sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <Typography id="gauge-reading-label" variant="body2">
        Reading: {reading} °C
      </Typography>
      <Slider
        aria-labelledby="gauge-reading-label"
        min={-10}
        max={50}
        value={reading}
        onChange={(_event, next) => setReading(next as number)}
      />
      <FormControlLabel
        control={<Switch checked={clamp} onChange={(event) => setClamp(event.target.checked)} />}
        label="Clamp to the range"
      />
      <Gauge
        height={180}
        value={value}
        valueMin={VALUE_MIN}
        valueMax={VALUE_MAX}
        startAngle={-110}
        endAngle={110}
        text={({ value: shown }) => `${shown ?? '–'} °C`}
        aria-label="Greenhouse temperature"
      />
    </Stack>
  );
}
