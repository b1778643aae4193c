import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function PickersOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Departure date" defaultValue={DEMO_TODAY} />
        <TimePicker label="Boarding time" defaultValue={DEMO_TODAY} />
        <DateTimePicker label="Arrival" defaultValue={DEMO_TODAY.add(1, 'day').hour(14).minute(45)} />
      </Stack>
    </LocalizationProvider>
  );
}
