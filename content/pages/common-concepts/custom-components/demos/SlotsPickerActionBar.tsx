import * as React from 'react';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DEMO_TODAY } from '@content/demoData';

export default function SlotsPickerActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%', maxWidth: 300 }}>
        <DatePicker
          label="Delivery date"
          defaultValue={DEMO_TODAY.add(7, 'day')}
          // Keep the picker open after a day is picked, so the action bar decides.
          closeOnSelect={false}
          // Props for the default parts: nothing is replaced.
          slotProps={{
            textField: { helperText: 'MM/DD/YYYY', fullWidth: true },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
