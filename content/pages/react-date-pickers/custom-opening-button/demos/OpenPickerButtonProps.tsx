import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function OpenPickerButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date"
        defaultValue={DEMO_TODAY}
        slotProps={{
          openPickerButton: { color: 'secondary', size: 'small' },
          openPickerIcon: { fontSize: 'small' },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
