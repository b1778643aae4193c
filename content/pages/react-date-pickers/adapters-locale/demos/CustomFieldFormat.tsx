import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function CustomFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DatePicker label="Locale default (L)" defaultValue={DEMO_TODAY} />
        <DatePicker label="ISO style" format="YYYY-MM-DD" defaultValue={DEMO_TODAY} />
        <DatePicker label="Month in letters" format="D MMMM YYYY" defaultValue={DEMO_TODAY} />
        <DateTimePicker label="With weekday and time" format="ddd D MMM, HH:mm" defaultValue={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
