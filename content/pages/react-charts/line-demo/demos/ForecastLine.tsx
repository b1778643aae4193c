import * as React from 'react';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { SHORT_MONTHS } from '@content/demoData';

// Measured sign-ups until August, then a forecast that starts from the last measured value.
const MEASURED = [310, 342, 365, 390, 428, 455, 470, 502];
const FORECAST = [
  ...MEASURED.map((value, index) => (index === MEASURED.length - 1 ? value : null)),
  531,
  560,
  584,
  615,
];
const COLOR = '#1565c0';

export default function ForecastLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: [...SHORT_MONTHS] }]}
      series={[
        { id: 'measured', data: MEASURED, label: 'Measured', color: COLOR },
        {
          id: 'forecast',
          data: FORECAST,
          label: 'Forecast',
          color: COLOR,
          // The tooltip lists every series at every month: say when the forecast doesn't apply yet.
          valueFormatter: (value) => (value === null ? 'not started' : `${value}`),
        },
      ]}
      sx={{
        [`& .${lineElementClasses.root}.MuiLineElement-series-forecast`]: { strokeDasharray: '6 4' },
        [`& .${markElementClasses.root}.MuiMarkElement-series-forecast`]: { strokeDasharray: '2 2' },
      }}
    />
  );
}
