import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY.hour(14).minute(0));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Alarm" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
