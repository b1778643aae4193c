import * as React from 'react';
import Stack from '@mui/material/Stack';
import EditCalendarRoundedIcon from '@mui/icons-material/EditCalendarRounded';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function CustomOpenPickerIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DatePicker label="Date" defaultValue={DEMO_TODAY} slots={{ openPickerIcon: EditCalendarRoundedIcon }} />
        <TimePicker label="Time" defaultValue={DEMO_TODAY} slots={{ openPickerIcon: MoreTimeIcon }} />
      </Stack>
    </LocalizationProvider>
  );
}
