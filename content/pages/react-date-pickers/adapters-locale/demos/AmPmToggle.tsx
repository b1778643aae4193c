import * as React from 'react';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DEMO_TODAY } from '@content/demoData';

const VALUE = DEMO_TODAY.hour(15).minute(45);

export default function AmPmToggle() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="English locale default (12 h)" defaultValue={VALUE} />
        <TimePicker label="Forced 24 h: ampm={false}" ampm={false} defaultValue={VALUE} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <TimePicker label="German locale default (24 h)" defaultValue={VALUE} />
        <TimePicker label="Forced 12 h: ampm" ampm defaultValue={VALUE} />
      </LocalizationProvider>
    </Stack>
  );
}
