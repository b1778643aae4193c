import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function AxisStyling() {
  // Theme colours keep both axes readable in light and dark mode.
  const { palette } = useTheme();

  return (
    <BarChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'month',
          // `sx` on one axis reaches only that axis.
          sx: {
            [`.${axisClasses.line}`]: { stroke: palette.primary.main, strokeWidth: 2 },
            [`.${axisClasses.tick}`]: { stroke: palette.primary.main },
            [`.${axisClasses.tickLabel}`]: { fill: palette.primary.main, fontWeight: 600 },
          },
        },
      ]}
      yAxis={[
        {
          label: 'Rainfall (mm)',
          sx: {
            [`.${axisClasses.label}`]: { fill: palette.text.secondary },
            [`.${axisClasses.tickLabel}`]: { fill: palette.text.secondary },
          },
        },
      ]}
      series={[{ dataKey: 'rainfall', label: 'Rainfall' }]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
