import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const DATA = [12, 14, 11, 17, 15, 19, 16, 22, 20, 24];

export default function SparklineArea() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption">area, curve=&quot;natural&quot;</Typography>
        <SparkLineChart data={DATA} height={70} area curve="natural" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* A plain line: an area's y-axis already includes 0, so `min: 0` would change nothing there. */}
        <Typography variant="caption">line, yAxis from 0, custom colour</Typography>
        <SparkLineChart data={DATA} height={70} yAxis={{ min: 0 }} colors={['#ed6c02']} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption">curve=&quot;step&quot;</Typography>
        <SparkLineChart data={DATA} height={70} curve="step" />
      </Box>
    </Stack>
  );
}
