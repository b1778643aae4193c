import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { generateStockPrices } from '@content/demoData';

const prices = generateStockPrices(3, 250);
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function DateRangeLine() {
  const [range, setRange] = React.useState<number[]>([120, 249]);
  const [start, end] = range as [number, number];
  const visible = prices.slice(start, end + 1);

  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        dataset={visible}
        xAxis={[{ dataKey: 'date', scaleType: 'utc', valueFormatter: (date: Date) => dayFormat.format(date) }]}
        series={[{ dataKey: 'close', label: 'Close', showMark: false, area: true, baseline: 'min' }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
        skipAnimation
      />
      <Box sx={{ px: 3 }}>
        <Typography id="date-range-label" variant="body2">
          From {dayFormat.format(prices[start]!.date)} to {dayFormat.format(prices[end]!.date)}
        </Typography>
        <Slider
          aria-labelledby="date-range-label"
          value={range}
          onChange={(_event, value) => setRange(value as number[])}
          min={0}
          max={prices.length - 1}
          getAriaValueText={(index) => dayFormat.format(prices[index]!.date)}
        />
      </Box>
    </Box>
  );
}
