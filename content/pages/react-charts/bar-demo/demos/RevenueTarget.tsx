import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { MONTHLY_FINANCE } from '@content/demoData';

const MONTHLY_TARGET = 240;

export default function RevenueTarget() {
  const theme = useTheme();
  return (
    <BarChart
      height={320}
      dataset={MONTHLY_FINANCE}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[{ dataKey: 'revenue', label: 'Revenue', valueFormatter: (value) => `$${value}k` }]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
    >
      <ChartsReferenceLine
        y={MONTHLY_TARGET}
        label="Target"
        labelAlign="end"
        lineStyle={{ stroke: theme.palette.warning.main, strokeDasharray: '6 4', strokeWidth: 2 }}
      />
    </BarChart>
  );
}
