import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

dayjs.extend(utc);
dayjs.extend(timezone);

// 20:00 UTC on the demo day: still the 17th in Los Angeles, already the 18th in Tokyo.
const INSTANT = dayjs.utc(DEMO_TODAY.format('YYYY-MM-DD')).hour(20);

const ZONES = ['America/Los_Angeles', 'Asia/Tokyo'];

export default function DayBoundaries() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
        {ZONES.map((zone) => (
          <div key={zone}>
            <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
              {zone}
            </Typography>
            <DateCalendar value={INSTANT} timezone={zone} readOnly />
          </div>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
