import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateTimeRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DesktopDateTimeRangePicker
          defaultValue={[DEMO_TODAY.hour(15).minute(0), DEMO_TODAY.add(20, 'day').hour(11).minute(0)]}
          calendars={2}
        />
      </Stack>
    </LocalizationProvider>
  );
}
