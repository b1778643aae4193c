import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DEMO_TODAY } from '@content/demoData';

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Default (L)" defaultValue={DEMO_TODAY} />
        <DateField label="Dense: DD/MM/YYYY" defaultValue={DEMO_TODAY} format="DD/MM/YYYY" />
        <DateField
          label="Spacious: DD/MM/YYYY"
          defaultValue={DEMO_TODAY}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField label="Letters: dddd D MMMM YYYY" defaultValue={DEMO_TODAY} format="dddd D MMMM YYYY" />
        <DateField label="Empty, with placeholders" format="YYYY-MM-DD" referenceDate={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
