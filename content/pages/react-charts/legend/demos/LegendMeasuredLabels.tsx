import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { CITY_TEMPERATURES } from '@content/demoData';

const LABEL_SIZE = 26;

export default function LegendMeasuredLabels() {
  const [styledWith, setStyledWith] = React.useState<'labelStyle' | 'css'>('labelStyle');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Style the legend labels with"
        value={styledWith}
        onChange={(_event, next: 'labelStyle' | 'css' | null) => next && setStyledWith(next)}
      >
        <ToggleButton value="labelStyle">labelStyle</ToggleButton>
        <ToggleButton value="css">CSS</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        dataset={CITY_TEMPERATURES}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          { dataKey: 'oslo', label: 'Oslo' },
          { dataKey: 'paris', label: 'Paris' },
          { dataKey: 'sydney', label: 'Sydney' },
        ]}
        slotProps={{ legend: { labelStyle: styledWith === 'labelStyle' ? { fontSize: LABEL_SIZE } : undefined } }}
        // The label styles are inline, so CSS needs !important; the legend measured the labels at their
        // default size, so the larger text runs into the next item.
        sx={
          styledWith === 'css'
            ? { [`& .${legendClasses.series} text`]: { fontSize: `${LABEL_SIZE}px !important` } }
            : undefined
        }
      />
    </Box>
  );
}
