import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;
// Public holidays the office is closed, as ISO dates.
const HOLIDAYS = new Set(['2024-11-01', '2024-11-11', '2024-12-25']);
const isClosed = (date: Dayjs) => isWeekend(date) || HOLIDAYS.has(date.format('YYYY-MM-DD'));

export default function ShouldDisableDateValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Delivery day" defaultValue={DEMO_TODAY} shouldDisableDate={isClosed} />
      </Stack>
    </LocalizationProvider>
  );
}
