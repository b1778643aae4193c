import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

// The next conference takes place in April of next year, at 09:00.
const conferenceMonth = DEMO_TODAY.add(1, 'year').month(3).date(1).hour(9).minute(0);

export default function DateCalendarReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar value={value} onChange={setValue} referenceDate={conferenceMonth} />
        <Typography variant="body2">
          Value: <code>{value ? value.format('YYYY-MM-DD HH:mm') : 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
