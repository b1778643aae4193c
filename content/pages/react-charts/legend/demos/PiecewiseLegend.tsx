import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

const data = MONTHLY_CASH_FLOW.map((item) => ({
  month: item.month,
  total: item.retail + item.wholesale + item.online,
}));

export default function PiecewiseLegend() {
  return (
    <BarChart
      height={320}
      dataset={data}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        {
          colorMap: { type: 'piecewise', thresholds: [0, 200], colors: ['#d32f2f', '#ed6c02', '#2e7d32'] },
        },
      ]}
      series={[{ dataKey: 'total', label: 'Net cash flow (k$)' }]}
      margin={{ top: 60 }}
      slotProps={{ legend: { hidden: true } }}
    >
      <PiecewiseColorLegend
        axisDirection="y"
        direction="row"
        position={{ vertical: 'top', horizontal: 'middle' }}
        itemMarkWidth={12}
        itemMarkHeight={12}
        labelFormatter={({ min, max }) => {
          if (min === null) {
            return 'Loss';
          }
          return max === null ? 'Above 200k' : 'Up to 200k';
        }}
      />
    </BarChart>
  );
}
