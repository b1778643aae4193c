import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DisableFutureValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date of birth"
          defaultValue={DEMO_TODAY.subtract(30, 'year')}
          disableFuture
          openTo="year"
          views={['year', 'month', 'day']}
        />
      </Stack>
    </LocalizationProvider>
  );
}
