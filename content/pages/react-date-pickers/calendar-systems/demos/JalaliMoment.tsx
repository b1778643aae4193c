import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

// The adapter's `date()` builds a moment-jalaali object, the same as `moment()` imported from 'moment-jalaali'
// (which ships without TypeScript declarations).
const adapter = new AdapterMomentJalaali();
const DEFAULT_VALUE = adapter.date(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'));

export default function JalaliMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker label="Jalali date and time" defaultValue={DEFAULT_VALUE} />
      </Stack>
    </LocalizationProvider>
  );
}
