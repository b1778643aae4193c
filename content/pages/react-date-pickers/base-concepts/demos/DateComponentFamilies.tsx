import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateComponentFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <Typography variant="subtitle2">Field: typed with the keyboard</Typography>
        <DateField label="Date field" defaultValue={DEMO_TODAY} />
        <Typography variant="subtitle2">Picker: a field that opens a calendar</Typography>
        <DatePicker label="Date picker" defaultValue={DEMO_TODAY} />
        <Typography variant="subtitle2">View: the calendar on its own</Typography>
        <DateCalendar defaultValue={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
