import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Down to the second"
          defaultValue={DEMO_TODAY}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        />
        <DateTimePicker
          label="Day and hour only"
          defaultValue={DEMO_TODAY.minute(0)}
          views={['day', 'hours']}
          openTo="hours"
        />
      </Stack>
    </LocalizationProvider>
  );
}
