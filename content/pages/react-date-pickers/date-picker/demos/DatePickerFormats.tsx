import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DatePickerFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Default (locale) format" defaultValue={DEMO_TODAY} />
        <DatePicker label="ISO format" format="YYYY-MM-DD" defaultValue={DEMO_TODAY} />
        <DatePicker label="Long format" format="dddd, D MMMM YYYY" defaultValue={DEMO_TODAY} />
        <DatePicker
          label="Spacious separators"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={DEMO_TODAY}
        />
      </Stack>
    </LocalizationProvider>
  );
}
