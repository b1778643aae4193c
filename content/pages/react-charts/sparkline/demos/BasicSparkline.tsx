import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const DATA = [3, 5, 4, 8, 6, 9, 7, 11, 10, 13];

export default function BasicSparkline() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SparkLineChart data={DATA} height={80} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SparkLineChart plotType="bar" data={DATA} height={80} />
      </Box>
    </Stack>
  );
}
