import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function MinMaxTimeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Office hours (09:00 to 17:30)"
          defaultValue={DEMO_TODAY}
          minTime={DEMO_TODAY.hour(9).minute(0)}
          maxTime={DEMO_TODAY.hour(17).minute(30)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
