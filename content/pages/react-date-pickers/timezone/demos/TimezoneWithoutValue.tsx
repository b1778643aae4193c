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

const REFERENCE_DATE = dayjs.tz(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'), 'Asia/Tokyo');

export default function TimezoneWithoutValue() {
  // Empty to start with: the dates the user picks are created in the `timezone` prop.
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker
          label="Tokyo time"
          timezone="Asia/Tokyo"
          referenceDate={REFERENCE_DATE}
          value={value}
          onChange={setValue}
          ampm={false}
        />
        <Typography variant="body2">
          value: <code>{value?.isValid() ? value.format() : 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
