import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ButtonAtStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date"
        defaultValue={DEMO_TODAY}
        // The button lives in the input adornment: moving the adornment moves the button.
        slotProps={{ inputAdornment: { position: 'start' } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
