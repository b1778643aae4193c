import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateTimePickerFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="24-hour clock" defaultValue={DEMO_TODAY} ampm={false} />
        <DateTimePicker label="ISO-like format" defaultValue={DEMO_TODAY} ampm={false} format="YYYY-MM-DD HH:mm" />
        <DateTimePicker label="Long format" defaultValue={DEMO_TODAY} format="ddd D MMM YYYY, h:mm a" />
      </Stack>
    </LocalizationProvider>
  );
}
