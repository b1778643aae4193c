import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateTimePicker label="Responsive" defaultValue={DEMO_TODAY} />
          <DesktopDateTimePicker label="Desktop" defaultValue={DEMO_TODAY} />
          <MobileDateTimePicker label="Mobile" defaultValue={DEMO_TODAY} />
        </Stack>
        <Typography variant="subtitle2">Static</Typography>
        <StaticDateTimePicker defaultValue={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
