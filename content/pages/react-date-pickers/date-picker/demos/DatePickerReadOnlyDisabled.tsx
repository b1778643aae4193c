import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DatePickerReadOnlyDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Read-only" defaultValue={DEMO_TODAY} readOnly />
        <DatePicker label="Disabled" defaultValue={DEMO_TODAY} disabled />
        {/* The mobile variant ignores disableOpenPicker: force the desktop one. */}
        <DesktopDatePicker label="No calendar button" defaultValue={DEMO_TODAY} disableOpenPicker />
      </Stack>
    </LocalizationProvider>
  );
}
