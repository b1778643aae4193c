import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DEMO_TODAY } from '@content/demoData';

const DEFAULT_VALUE = [DEMO_TODAY, DEMO_TODAY.add(5, 'day')] as const;

export default function SingleInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateRangePicker
          label="One input"
          defaultValue={[...DEFAULT_VALUE]}
          slots={{ field: SingleInputDateRangeField }}
        />
        <DateRangePicker
          label="One input, custom separator"
          defaultValue={[...DEFAULT_VALUE]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
