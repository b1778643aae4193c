import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const isComplete = (time: Dayjs | null): time is Dayjs => time !== null && time.isValid();

export default function TwoTimePickersRange() {
  const [start, setStart] = React.useState<Dayjs | null>(DEMO_TODAY.hour(9).minute(0));
  const [end, setEnd] = React.useState<Dayjs | null>(DEMO_TODAY.hour(12).minute(30));
  const [startError, setStartError] = React.useState<TimeValidationError>(null);
  const [endError, setEndError] = React.useState<TimeValidationError>(null);

  const duration = isComplete(start) && isComplete(end) && !startError && !endError ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="From"
          value={start}
          onChange={setStart}
          // The start cannot be later than the end...
          maxTime={isComplete(end) ? end : undefined}
          onError={setStartError}
          slotProps={{ textField: { helperText: startError === 'maxTime' ? 'Must be before the end time' : ' ' } }}
        />
        <TimePicker
          label="To"
          value={end}
          onChange={setEnd}
          // ...and the end cannot be earlier than the start.
          minTime={isComplete(start) ? start : undefined}
          onError={setEndError}
          slotProps={{ textField: { helperText: endError === 'minTime' ? 'Must be after the start time' : ' ' } }}
        />
        <Typography variant="body2">
          {duration === null
            ? 'Incomplete or invalid range'
            : `Duration: ${Math.floor(duration / 60)} h ${duration % 60} min`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
