import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

function formatBound(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function ControlledDateRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([DEMO_TODAY, DEMO_TODAY.add(2, 'day')]);
  const nights =
    value[0]?.isValid() && value[1]?.isValid() ? value[1].startOf('day').diff(value[0].startOf('day'), 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          State: [{formatBound(value[0])}, {formatBound(value[1])}]{nights === null ? '' : `, ${nights} night(s)`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
