import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

dayjs.extend(utc);
dayjs.extend(timezone);

// format() ends with the offset: "Z" for UTC, "-04:00" for New York in October.
function describe(date: Dayjs | null) {
  return date?.isValid() ? date.format() : String(date);
}

export default function RenderTimezoneVsValue() {
  // Stored in UTC, edited in New York time.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc(DEMO_TODAY.format('YYYY-MM-DDTHH:mm')));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360, mx: 'auto' }}>
        <DateTimePicker
          label="New York time"
          timezone="America/New_York"
          value={value}
          onChange={setValue}
          onAccept={setAccepted}
          ampm={false}
        />
        <Typography variant="body2">
          onChange (converted back to UTC): <code>{describe(value)}</code>
        </Typography>
        <Typography variant="body2">
          onAccept (left in New York time): <code>{accepted ? describe(accepted) : 'not called yet'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
