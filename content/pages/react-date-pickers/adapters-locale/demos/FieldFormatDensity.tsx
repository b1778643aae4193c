import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DEMO_TODAY } from '@content/demoData';

export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateField label="Dense (default)" format="DD/MM/YYYY" defaultValue={DEMO_TODAY} />
        <DateField label="Spacious" format="DD/MM/YYYY" formatDensity="spacious" defaultValue={DEMO_TODAY} />
        <DateField label="Spacious, empty" format="DD.MM.YYYY" formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
