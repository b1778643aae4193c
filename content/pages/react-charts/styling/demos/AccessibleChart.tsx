import * as React from 'react';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

export default function AccessibleChart() {
  return (
    // <figure> and <figcaption> give the chart a visible, programmatically linked caption.
    <figure style={{ margin: 0 }}>
      <LineChart
        height={300}
        colors={blueberryTwilightPalette}
        dataset={MONTHLY_CASH_FLOW}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          { id: 'retail', dataKey: 'retail', label: 'Retail' },
          { id: 'wholesale', dataKey: 'wholesale', label: 'Wholesale' },
          { id: 'online', dataKey: 'online', label: 'Online' },
        ]}
        // Colour is not the only cue: each line also has its own dash pattern.
        sx={{
          [`& .${lineElementClasses.root}.MuiLineElement-series-wholesale`]: { strokeDasharray: '8 4' },
          [`& .${lineElementClasses.root}.MuiLineElement-series-online`]: { strokeDasharray: '2 3' },
        }}
        // Rendered as <title> and <desc> inside the SVG.
        title="Net cash flow by business unit, January to June"
        desc="Online stays positive except in April; retail and wholesale alternate between gains and losses."
      />
      <figcaption>Net cash flow (k$) by business unit, first half of the year.</figcaption>
    </figure>
  );
}
