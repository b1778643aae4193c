import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

const monthNames = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

export default function TooltipFormatting() {
  return (
    <LineChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[
        {
          scaleType: 'point',
          dataKey: 'month',
          // The tooltip header comes from the axis formatter.
          valueFormatter: (month: string, context) =>
            context.location === 'tooltip'
              ? monthNames.format(
                  new Date(
                    Date.UTC(
                      2024,
                      MONTHLY_CLIMATE.findIndex((m) => m.month === month),
                      1,
                    ),
                  ),
                )
              : month,
        },
      ]}
      series={[
        {
          dataKey: 'temperature',
          label: 'Temperature',
          valueFormatter: (value) => (value === null ? 'no data' : `${value.toFixed(1)} °C`),
        },
        {
          dataKey: 'rainfall',
          label: 'Rainfall',
          // The series formatter also gets the index of the value.
          valueFormatter: (value, { dataIndex }) =>
            `${value} mm (${Math.round(((value ?? 0) / MONTHLY_CLIMATE[dataIndex]!.sunshine) * 100)} mm per 100 h of sun)`,
        },
      ]}
    />
  );
}
