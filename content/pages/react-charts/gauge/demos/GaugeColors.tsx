import * as React from 'react';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

const DISKS = [
  { name: 'System', used: 48 },
  { name: 'Data', used: 77 },
  { name: 'Backup', used: 93 },
];

export default function GaugeColors() {
  const theme = useTheme();
  // Pick the arc colour from the theme according to how full the disk is.
  const colorFor = (used: number) =>
    used >= 90 ? theme.palette.error.main : used >= 75 ? theme.palette.warning.main : theme.palette.success.main;

  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      {DISKS.map((disk) => (
        <Gauge
          key={disk.name}
          height={150}
          value={disk.used}
          innerRadius="70%"
          text={({ value }) => `${value}%`}
          aria-label={`${disk.name} disk usage`}
          sx={{
            [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(disk.used) },
            [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.disabledBackground },
          }}
        />
      ))}
    </Stack>
  );
}
