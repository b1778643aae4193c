import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function TickNumberAxis() {
  const [tickNumber, setTickNumber] = React.useState(10);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="tick-number-slider" gutterBottom>
        tickNumber: {tickNumber} (tickMinStep: 2)
      </Typography>
      <Slider
        aria-labelledby="tick-number-slider"
        value={tickNumber}
        min={2}
        max={20}
        onChange={(_event, value) => setTickNumber(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <LineChart
        height={300}
        dataset={MONTHLY_CLIMATE}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        // Ticks at least 2 °C apart, whatever the requested number.
        yAxis={[{ tickNumber, tickMinStep: 2, valueFormatter: (value: number) => `${value} °C` }]}
        series={[{ dataKey: 'temperature', label: 'Mean temperature' }]}
        grid={{ horizontal: true }}
        margin={{ left: 60 }}
      />
    </Box>
  );
}
