import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function AccessibleDomField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Field, one span per section" defaultValue={DEMO_TODAY} enableAccessibleFieldDOMStructure />
        <DatePicker label="Picker, one span per section" defaultValue={DEMO_TODAY} enableAccessibleFieldDOMStructure />
      </Stack>
    </LocalizationProvider>
  );
}
