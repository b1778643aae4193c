import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 320 }}>
          <DesktopDatePicker label="DesktopDatePicker" defaultValue={DEMO_TODAY} />
        </Box>
        <Box sx={{ maxWidth: 320 }}>
          <MobileDatePicker label="MobileDatePicker" defaultValue={DEMO_TODAY} />
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <StaticDatePicker defaultValue={DEMO_TODAY} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
