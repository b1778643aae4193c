import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { SHORT_MONTHS } from '@content/demoData';

// Sales for last year (complete), this year (ten months so far) and a forecast that starts in October.
const LAST_YEAR = [42, 40, 47, 51, 55, 58, 61, 60, 56, 59, 66, 74];
const THIS_YEAR = [45, 44, 50, 54, 60, 63, 65, 66, 61, 64];
const FORECAST = [null, null, null, null, null, null, null, null, null, 64, 71, 80];

// Without a formatter, a missing value shows as an empty cell in the axis tooltip.
const valueFormatter = (value: number | null) => (value === null ? 'no data' : `${value}k`);

export default function PartialLineData() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: [...SHORT_MONTHS] }]}
      series={[
        { data: LAST_YEAR, label: 'Last year', valueFormatter },
        { data: THIS_YEAR, label: 'This year', valueFormatter },
        { data: FORECAST, label: 'Forecast', valueFormatter },
      ]}
    />
  );
}
