import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DEMO_TODAY } from '@content/demoData';

const NEXT_YEAR = DEMO_TODAY.add(1, 'year').startOf('year');

export default function ReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Empty, but the calendar opens on January of next year. */}
        <DatePicker label="Opens on January" referenceDate={NEXT_YEAR} />
        {/* The date part of the new value comes from the reference date. */}
        <TimeField label="Time on Jan 1st" referenceDate={NEXT_YEAR} />
      </Stack>
    </LocalizationProvider>
  );
}
