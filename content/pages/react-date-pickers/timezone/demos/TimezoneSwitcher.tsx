import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

dayjs.extend(utc);
dayjs.extend(timezone);

// One fixed instant, 09:30 UTC on the demo day, whatever the reader's own timezone.
const INSTANT = dayjs.utc(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'));

const TIMEZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'system',
];

export default function TimezoneSwitcher() {
  const [zone, setZone] = React.useState('America/New_York');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <TextField select size="small" label="Timezone" value={zone} onChange={(event) => setZone(event.target.value)}>
          {TIMEZONES.map((name) => (
            <MenuItem key={name} value={name}>
              {name === 'system' ? 'system (your browser)' : name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Rendered time" value={INSTANT} timezone={zone} readOnly ampm={false} />
        <Typography variant="body2">
          The value never changes: <code>{INSTANT.toISOString()}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
