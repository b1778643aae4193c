import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const HOURS = Array.from({ length: 12 }, (_, index) => `${index * 2}:00`);
// A sensor that went offline twice.
const READINGS = [18.2, 17.9, 17.5, null, null, 19.8, 22.4, 23.1, null, 21.0, 19.6, 18.8];

export default function NullGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ ml: 0 }}
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: HOURS }]}
        series={[{ data: READINGS, label: 'Temperature (°C)', area: true, connectNulls }]}
      />
    </Box>
  );
}
