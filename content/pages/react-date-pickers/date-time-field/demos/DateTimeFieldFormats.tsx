import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DEMO_TODAY } from '@content/demoData';

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="24-hour clock" defaultValue={DEMO_TODAY} ampm={false} />
        <DateTimeField label="With seconds" defaultValue={DEMO_TODAY} format="DD/MM/YYYY HH:mm:ss" />
        <DateTimeField label="Spacious" defaultValue={DEMO_TODAY} format="L LT" formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
