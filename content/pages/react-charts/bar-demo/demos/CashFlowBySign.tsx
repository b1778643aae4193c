import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

const formatCash = (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}${value}k$`);

export default function CashFlowBySign() {
  return (
    <BarChart
      height={320}
      dataset={MONTHLY_CASH_FLOW}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      // One stack: with the default 'diverging' offset, inflows pile up above zero and outflows below it.
      series={[
        { dataKey: 'retail', label: 'Retail', stack: 'cash', valueFormatter: formatCash },
        { dataKey: 'wholesale', label: 'Wholesale', stack: 'cash', valueFormatter: formatCash },
        { dataKey: 'online', label: 'Online', stack: 'cash', valueFormatter: formatCash },
      ]}
      grid={{ horizontal: true }}
    >
      <ChartsReferenceLine y={0} lineStyle={{ strokeWidth: 2 }} />
    </BarChart>
  );
}
