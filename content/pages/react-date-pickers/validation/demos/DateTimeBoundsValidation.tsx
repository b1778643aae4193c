import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

const nineAm = DEMO_TODAY.hour(9).minute(0);
const sixPm = DEMO_TODAY.hour(18).minute(0);

export default function DateTimeBoundsValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="minTime / maxTime: 09:00–18:00 every day"
          defaultValue={DEMO_TODAY}
          minTime={nineAm}
          maxTime={sixPm}
        />
        <DateTimePicker
          label="minDateTime / maxDateTime: one window"
          defaultValue={DEMO_TODAY}
          minDateTime={nineAm}
          maxDateTime={sixPm.add(2, 'day')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
