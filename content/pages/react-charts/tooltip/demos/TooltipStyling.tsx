import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

export default function TooltipStyling() {
  return (
    <LineChart
      height={300}
      dataset={MONTHLY_CASH_FLOW}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { dataKey: 'retail', label: 'Retail' },
        { dataKey: 'online', label: 'Online' },
      ]}
      slotProps={{
        popper: {
          sx: (theme) => ({
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: 2,
              border: `1px solid ${theme.palette.primary.main}`,
            },
            [`& .${chartsTooltipClasses.labelCell}`]: { fontStyle: 'italic' },
            [`& .${chartsTooltipClasses.valueCell}`]: { color: theme.palette.primary.main, fontWeight: 'bold' },
          }),
        },
      }}
    />
  );
}
