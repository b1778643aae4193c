import * as React from 'react';
import { LineChart, areaElementClasses, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { CITY_TEMPERATURES } from '@content/demoData';

const OSLO_COLOR = '#1565c0';

export default function LineCssStyling() {
  return (
    <LineChart
      height={300}
      dataset={CITY_TEMPERATURES}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { id: 'oslo', dataKey: 'oslo', label: 'Oslo', area: true, color: OSLO_COLOR },
        { id: 'paris', dataKey: 'paris', label: 'Paris' },
        { id: 'sydney', dataKey: 'sydney', label: 'Sydney' },
      ]}
      sx={{
        // Every line: thicker.
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        // One series, through the class built from its id: dashed.
        '& .MuiLineElement-series-sydney': { strokeDasharray: '8 4' },
        [`& .${areaElementClasses.root}`]: { fillOpacity: 0.2 },
        // Marks are hollow by default (paper fill, series-coloured outline): fill Oslo's, hide Paris'.
        '& .MuiMarkElement-series-oslo': { fill: OSLO_COLOR },
        [`& .${markElementClasses.root}.MuiMarkElement-series-paris`]: { display: 'none' },
      }}
    />
  );
}
