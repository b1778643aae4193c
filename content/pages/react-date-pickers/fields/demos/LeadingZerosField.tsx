import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DEMO_TODAY } from '@content/demoData';

// Early in the month and in the morning, so the single-digit sections show the difference.
const value = DEMO_TODAY.date(3).hour(7).minute(5);

export default function LeadingZerosField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="M/D/YYYY, zeros added" defaultValue={value} format="M/D/YYYY" />
        <DateField
          label="M/D/YYYY, format respected"
          defaultValue={value}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
        <TimeField label="H:mm, format respected" defaultValue={value} format="H:mm" shouldRespectLeadingZeros />
      </Stack>
    </LocalizationProvider>
  );
}
