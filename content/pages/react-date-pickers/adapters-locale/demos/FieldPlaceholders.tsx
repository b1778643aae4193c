import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Placeholders of the empty sections, here in French ("jour", "mois", "année").
const LOCALE_TEXT = {
  fieldDayPlaceholder: () => 'JJ',
  fieldMonthPlaceholder: (params: { contentType: string }) => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'A'.repeat(params.digitAmount),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
};

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={LOCALE_TEXT}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateField label="Date (default format)" format="DD/MM/YYYY" />
        <DateField label="Month in letters" format="D MMMM YYYY" />
        <TimeField label="Time" format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
