import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="24-hour clock" ampm={false} defaultValue={DEMO_TODAY} />
        <TimePicker label="With seconds" views={['hours', 'minutes', 'seconds']} defaultValue={DEMO_TODAY} />
        <TimePicker
          label="Minutes and seconds, opens on minutes"
          views={['minutes', 'seconds']}
          openTo="minutes"
          format="mm:ss"
          defaultValue={DEMO_TODAY.minute(4).second(30)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
