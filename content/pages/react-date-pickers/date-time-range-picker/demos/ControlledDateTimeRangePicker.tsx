import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const formatBound = (date: Dayjs | null) => {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('ddd D MMM, HH:mm') : 'Invalid Date';
};

export default function ControlledDateTimeRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    DEMO_TODAY.hour(8).minute(0),
    DEMO_TODAY.add(1, 'day').hour(20).minute(0),
  ]);
  const [start, end] = value;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour', true) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">Start: {formatBound(start)}</Typography>
        <Typography variant="body2">End: {formatBound(end)}</Typography>
        <Typography variant="body2">Duration: {hours === null ? '—' : `${hours.toFixed(1)} h`}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
