import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function BarGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
        label="horizontal"
      />
      <FormControlLabel
        control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
        label="vertical"
      />
      <BarChart
        height={300}
        dataset={MONTHLY_CLIMATE}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'mm' }]}
        series={[{ dataKey: 'rainfall', label: 'Rainfall' }]}
        grid={{ horizontal, vertical }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
