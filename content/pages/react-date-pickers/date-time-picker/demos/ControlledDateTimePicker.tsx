import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledDateTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY.hour(14).minute(0));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Meeting starts" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          State: {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
