import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// The adapter's `date()` builds a moment-hijri object, the same as `moment()` imported from 'moment-hijri'
// (which ships without TypeScript declarations).
const adapter = new AdapterMomentHijri();
const DEFAULT_VALUE = adapter.date(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'));

// moment-hijri only covers 1356 to 1499 AH: the calendar must not go further.
const MIN_DATE = adapter.date('1937-03-14');
const MAX_DATE = adapter.date('2076-11-26');

export default function HijriMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DatePicker label="Hijri date" defaultValue={DEFAULT_VALUE} minDate={MIN_DATE} maxDate={MAX_DATE} />
      </Stack>
    </LocalizationProvider>
  );
}
