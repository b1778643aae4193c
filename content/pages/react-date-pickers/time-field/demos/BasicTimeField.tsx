import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DEMO_TODAY } from '@content/demoData';

export default function BasicTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="Empty" referenceDate={DEMO_TODAY} />
        <TimeField label="With a default value" defaultValue={DEMO_TODAY} />
        <TimeField label="Read-only" defaultValue={DEMO_TODAY} readOnly />
        <TimeField label="Disabled" defaultValue={DEMO_TODAY} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
