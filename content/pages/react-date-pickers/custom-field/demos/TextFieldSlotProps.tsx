import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function TextFieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DatePicker
          label="Outlined (default)"
          defaultValue={DEMO_TODAY}
          slotProps={{ textField: { helperText: 'MM/DD/YYYY' } }}
        />
        <DatePicker
          label="Filled"
          defaultValue={DEMO_TODAY}
          slotProps={{ textField: { variant: 'filled', size: 'small' } }}
        />
        <DatePicker
          label="Standard, required"
          defaultValue={DEMO_TODAY}
          slotProps={{ textField: { variant: 'standard', required: true, fullWidth: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
