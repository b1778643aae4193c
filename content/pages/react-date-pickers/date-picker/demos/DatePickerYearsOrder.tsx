import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// A birth date: recent years first, nothing in the future.
export default function DatePickerYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        views={['year', 'month', 'day']}
        openTo="year"
        yearsOrder="desc"
        yearsPerRow={3}
        maxDate={DEMO_TODAY}
        referenceDate={DEMO_TODAY.subtract(30, 'year')}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
