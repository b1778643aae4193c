import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function FirstDatePicker() {
  return (
    // One provider near the root of the app is enough for every picker below it.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Start date" referenceDate={DEMO_TODAY} />
    </LocalizationProvider>
  );
}
