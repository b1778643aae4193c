import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DEMO_TODAY } from '@content/demoData';

export default function BasicDateTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Empty" referenceDate={DEMO_TODAY} />
        <DateTimeField label="With a default value" defaultValue={DEMO_TODAY} clearable />
      </Stack>
    </LocalizationProvider>
  );
}
