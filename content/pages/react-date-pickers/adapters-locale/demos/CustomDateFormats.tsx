import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DEMO_TODAY } from '@content/demoData';

// Overrides a few of the adapter's named formats for every component below the provider.
const DATE_FORMATS = {
  keyboardDate: 'YYYY/MM/DD', // default format of the date fields
  normalDateWithWeekday: 'dddd D', // toolbar title with an English locale
  month: 'MMM', // calendar header, with `year`
};

export default function CustomDateFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={DATE_FORMATS}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateField label="Date" defaultValue={DEMO_TODAY} />
        <StaticDatePicker defaultValue={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
