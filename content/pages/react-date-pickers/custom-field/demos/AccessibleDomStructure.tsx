import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function AccessibleDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DatePicker label="Single <input> (default in v7)" defaultValue={DEMO_TODAY} />
        <DatePicker
          label="One element per section"
          defaultValue={DEMO_TODAY}
          enableAccessibleFieldDOMStructure
          slotProps={{ textField: { helperText: 'Rendered by PickersTextField' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
