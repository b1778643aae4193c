import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DEMO_TODAY } from '@content/demoData';

dayjs.extend(utc);
dayjs.extend(timezone);

const ORGANIZER_ZONE = 'America/New_York';
const ATTENDEE_ZONES = ['Europe/London', 'Asia/Singapore'];

export default function MeetingPlanner() {
  const [meeting, setMeeting] = React.useState<Dayjs | null>(
    dayjs.tz(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'), ORGANIZER_ZONE),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker label={`Meeting (${ORGANIZER_ZONE})`} value={meeting} onChange={setMeeting} ampm={false} />
        {/* The same value, rendered in each attendee's zone. */}
        {ATTENDEE_ZONES.map((zone) => (
          <DateTimeField key={zone} label={zone} value={meeting} timezone={zone} readOnly ampm={false} />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
