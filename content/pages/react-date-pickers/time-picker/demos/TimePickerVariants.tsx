import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 320 }}>
          <DesktopTimePicker label="DesktopTimePicker" defaultValue={DEMO_TODAY} />
        </Box>
        <Box sx={{ maxWidth: 320 }}>
          <MobileTimePicker label="MobileTimePicker" defaultValue={DEMO_TODAY} />
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <StaticTimePicker defaultValue={DEMO_TODAY} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
