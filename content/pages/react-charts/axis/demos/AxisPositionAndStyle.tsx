import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { QUARTERLY_REVENUE } from '@content/demoData';

export default function AxisPositionAndStyle() {
  return (
    <BarChart
      height={300}
      dataset={QUARTERLY_REVENUE}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      yAxis={[{ label: 'Revenue (k$)' }]}
      series={[{ dataKey: 'licences', label: 'Licences' }]}
      // Quarters on top, values on the right, nothing at the bottom or on the left.
      topAxis={{ disableTicks: true }}
      bottomAxis={null}
      leftAxis={null}
      rightAxis={{ disableLine: true, tickSize: 3 }}
      margin={{ top: 40, right: 70, left: 20, bottom: 20 }}
      slotProps={{ legend: { hidden: true } }}
      sx={(theme) => ({
        [`.${axisClasses.root} .${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
        [`.${axisClasses.right} .${axisClasses.label}`]: { fill: theme.palette.primary.main },
      })}
    />
  );
}
