import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function MultiInputTextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[DEMO_TODAY, DEMO_TODAY.add(2, 'day')]}
        localeText={{ start: 'Check-in', end: 'Check-out' }}
        slotProps={{
          // A function receives the position of the input, 'start' or 'end'.
          textField: ({ position }) => ({
            variant: 'filled',
            color: position === 'start' ? 'success' : 'warning',
            helperText: position === 'start' ? 'From 3 pm' : 'Until 11 am',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
