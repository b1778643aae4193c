import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function PickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DesktopDatePicker label="Desktop: popover" defaultValue={DEMO_TODAY} />
        <MobileDatePicker label="Mobile: dialog" defaultValue={DEMO_TODAY} />
        <DatePicker label="Responsive: depends on the pointer" defaultValue={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
