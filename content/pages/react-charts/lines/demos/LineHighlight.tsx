import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { CITY_TEMPERATURES } from '@content/demoData';

// Hovering a line or one of its marks highlights that city and fades the other two.
const highlightScope = { highlight: 'series', fade: 'global' } as const;

export default function LineHighlight() {
  return (
    <LineChart
      height={300}
      dataset={CITY_TEMPERATURES}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { dataKey: 'oslo', label: 'Oslo', highlightScope },
        { dataKey: 'paris', label: 'Paris', highlightScope },
        { dataKey: 'sydney', label: 'Sydney', highlightScope },
      ]}
      tooltip={{ trigger: 'item' }}
      axisHighlight={{ x: 'none' }}
    />
  );
}
