import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function TimePickerReadOnlyDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Read-only" defaultValue={DEMO_TODAY} readOnly />
        <TimePicker label="Disabled" defaultValue={DEMO_TODAY} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
