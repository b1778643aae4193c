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

export default function RenderTimezoneVsValue() {
  // Stored in UTC, edited in New York time.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc(DEMO_TODAY.format('YYYY-MM-DDTHH:mm')));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker
          label="New York time"
          timezone="America/New_York"
          value={value}
          onChange={setValue}
          ampm={false}
        />
        <Typography variant="body2">
          onChange value (still UTC): <code>{value?.isValid() ? value.format() : 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
