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

export default function IanaZoneValue() {
  // The value carries its zone: without a `timezone` prop, the picker renders and returns Paris time.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.tz(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'), 'Europe/Paris'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker label="Paris time" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">
          value: <code>{value?.isValid() ? value.format() : 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
