import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

// Bookings open on DEMO_TODAY at 09:00 and close a week later at 18:00.
const opening = DEMO_TODAY.hour(9).minute(0);
const closing = DEMO_TODAY.add(7, 'day').hour(18).minute(0);

export default function DateTimePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Within the booking window"
          defaultValue={DEMO_TODAY.hour(10).minute(0)}
          minDateTime={opening}
          maxDateTime={closing}
        />
        <DateTimePicker
          label="Office hours, 15-minute slots"
          defaultValue={DEMO_TODAY.hour(10).minute(0)}
          minTime={DEMO_TODAY.hour(8).minute(0)}
          maxTime={DEMO_TODAY.hour(17).minute(45)}
          timeSteps={{ minutes: 15 }}
          minutesStep={15}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
