import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

// No appointment during the 12:00 lunch hour, and only on the hour or at half past.
const shouldDisableTime = (value: Dayjs, view: TimeView) =>
  (view === 'hours' && value.hour() === 12) || (view === 'minutes' && value.minute() % 30 !== 0);

export default function ShouldDisableTimeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Appointment"
          defaultValue={DEMO_TODAY.hour(10).minute(0)}
          shouldDisableTime={shouldDisableTime}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
