import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function DateRangePickerValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(5, 'day')]}
          minDate={DEMO_TODAY.startOf('month')}
          maxDate={DEMO_TODAY.add(2, 'month').endOf('month')}
          // A rental can start any day but must be returned on a weekday.
          shouldDisableDate={(date, position) => position === 'end' && isWeekend(date)}
          onError={(newError) => setError(newError)}
        />
        <Typography variant="body2">
          Errors: start = {error[0] ?? 'null'}, end = {error[1] ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
