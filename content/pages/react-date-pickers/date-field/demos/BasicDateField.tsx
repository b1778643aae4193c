import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DEMO_TODAY } from '@content/demoData';

export default function BasicDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Empty" referenceDate={DEMO_TODAY} />
        <DateField label="With a default value" defaultValue={DEMO_TODAY} />
        <DateField label="Read-only" defaultValue={DEMO_TODAY} readOnly />
        <DateField label="Disabled" defaultValue={DEMO_TODAY} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
