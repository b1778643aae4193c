import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

const show = (date: Dayjs | null) => (date?.isValid() ? date.format('YYYY-MM-DD HH:mm') : String(date));

export default function ReferenceDateKeepsTime() {
  // Empty: a picked day gets the time of the reference date, 14:00.
  const [deadline, setDeadline] = React.useState<Dayjs | null>(null);
  // Filled: a picked day keeps the time of the current value, 18:45.
  const [meeting, setMeeting] = React.useState<Dayjs | null>(DEMO_TODAY.hour(18).minute(45));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Deadline (empty)"
          value={deadline}
          onChange={setDeadline}
          referenceDate={DEMO_TODAY.hour(14).minute(0)}
        />
        <Typography variant="body2">
          Value: <code>{show(deadline)}</code>
        </Typography>
        <DatePicker label="Meeting day" value={meeting} onChange={setMeeting} />
        <Typography variant="body2">
          Value: <code>{show(meeting)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
