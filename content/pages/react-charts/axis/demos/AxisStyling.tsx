import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function AxisStyling() {
  return (
    <BarChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'month',
          // `sx` on one axis reaches only that axis.
          sx: (theme) => ({
            [`.${axisClasses.line}`]: { stroke: theme.palette.primary.main, strokeWidth: 2 },
            [`.${axisClasses.tick}`]: { stroke: theme.palette.primary.main },
            [`.${axisClasses.tickLabel}`]: { fill: theme.palette.primary.main, fontWeight: 600 },
          }),
        },
      ]}
      yAxis={[
        {
          label: 'Rainfall (mm)',
          sx: (theme) => ({
            [`.${axisClasses.label}`]: { fill: theme.palette.text.secondary },
            [`.${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
          }),
        },
      ]}
      series={[{ dataKey: 'rainfall', label: 'Rainfall' }]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
