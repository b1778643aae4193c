import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function BasicDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateTimeRangePicker localeText={{ start: 'Pick-up', end: 'Return' }} referenceDate={DEMO_TODAY} />
        <DateTimeRangePicker
          defaultValue={[DEMO_TODAY.hour(10).minute(0), DEMO_TODAY.add(2, 'day').hour(18).minute(0)]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
