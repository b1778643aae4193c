import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function BasicGauges() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Gauge height={140} value={64} />
      <Gauge height={140} value={2.6} valueMin={0} valueMax={5} />
      <Gauge height={140} value={null} />
    </Stack>
  );
}
