import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { SHORT_MONTHS } from '@content/demoData';

// Average daily low and high (°C) of a fictional mountain town.
const LOWS = [-6, -5, -2, 2, 6, 10, 12, 11, 8, 4, -1, -4];
const HIGHS = [2, 4, 8, 12, 17, 21, 24, 23, 19, 13, 6, 3];
const SPREAD = HIGHS.map((high, index) => high - LOWS[index]!);
const MEANS = HIGHS.map((high, index) => (high + LOWS[index]!) / 2);

export default function TemperatureBand() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: [...SHORT_MONTHS] }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        // The low is an invisible area: the spread stacked on top of it draws the band from low to high.
        { id: 'low', data: LOWS, stack: 'range', area: true, showMark: false, label: 'Low', color: 'transparent' },
        {
          id: 'spread',
          data: SPREAD,
          stack: 'range',
          area: true,
          showMark: false,
          label: 'Low to high',
          valueFormatter: (value, { dataIndex }) => `${LOWS[dataIndex]}° to ${HIGHS[dataIndex]}°`,
        },
        { id: 'mean', data: MEANS, showMark: false, label: 'Mean', valueFormatter: (value) => `${value}°` },
      ]}
      tooltip={{ trigger: 'axis' }}
      sx={{
        '& .MuiAreaElement-series-low': { fill: 'none' },
        '& .MuiLineElement-series-low, & .MuiLineElement-series-spread': { display: 'none' },
        '& .MuiAreaElement-series-spread': { fillOpacity: 0.35 },
      }}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
    />
  );
}
