import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

// The venue can be booked from DEMO_TODAY at 08:00 to two weeks later at 22:00, never on Sundays.
const isSunday = (date: Dayjs) => date.day() === 0;

export default function DateTimeRangePickerValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker
          defaultValue={[DEMO_TODAY.hour(10).minute(0), DEMO_TODAY.add(1, 'day').hour(12).minute(0)]}
          minDateTime={DEMO_TODAY.hour(8).minute(0)}
          maxDateTime={DEMO_TODAY.add(14, 'day').hour(22).minute(0)}
          shouldDisableDate={(date) => isSunday(date)}
          onError={(newError) => setError(newError)}
        />
        <Typography variant="body2">
          Errors: start = {error[0] ?? 'null'}, end = {error[1] ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
