import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DEMO_TODAY } from '@content/demoData';

dayjs.extend(utc);
dayjs.extend(timezone);

const INSTANT = dayjs.utc(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'));

export default function SystemTimezone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimeField label='timezone="UTC"' value={INSTANT} timezone="UTC" readOnly ampm={false} />
        <DateTimeField label='timezone="system"' value={INSTANT} timezone="system" readOnly ampm={false} />
        <Typography variant="body2">
          Your system timezone: <code>{dayjs.tz.guess()}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
