import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DEMO_TODAY } from '@content/demoData';

// The shift is tomorrow: a time picked on the empty picker belongs to that day.
const shiftDay = DEMO_TODAY.add(1, 'day').startOf('day');

export default function ReferenceDateForTime() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Shift start" value={value} onChange={setValue} referenceDate={shiftDay} />
        <Typography variant="body2">
          Value: <code>{value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
