import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function CustomDesktopMediaQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Desktop on wide windows, whatever the pointer. */}
        <DatePicker
          label="Desktop from 700 px"
          defaultValue={DEMO_TODAY}
          desktopModeMediaQuery="@media (min-width: 700px)"
        />
        {/* A query that always matches: always the desktop variant. */}
        <DatePicker label="Always desktop" defaultValue={DEMO_TODAY} desktopModeMediaQuery="@media all" />
      </Stack>
    </LocalizationProvider>
  );
}
