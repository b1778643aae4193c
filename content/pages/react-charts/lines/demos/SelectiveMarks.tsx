import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_FINANCE, SHORT_MONTHS } from '@content/demoData';

const revenue = MONTHLY_FINANCE.map((row) => row.revenue);
const best = Math.max(...revenue);

export default function SelectiveMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: [...SHORT_MONTHS] }]}
      series={[
        {
          data: revenue,
          label: 'Revenue ($k)',
          // A mark at the end of each quarter and on the best month only.
          showMark: ({ index, value }) => index % 3 === 2 || value === best,
        },
        {
          data: MONTHLY_FINANCE.map((row) => row.costs),
          label: 'Costs ($k)',
          showMark: false,
        },
      ]}
    />
  );
}
