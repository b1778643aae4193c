import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateTimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Typography variant="subtitle2">Whole hours, 24-hour clock</Typography>
        <DateTimeRangePicker
          views={['day', 'hours']}
          ampm={false}
          defaultValue={[DEMO_TODAY.hour(9).minute(0), DEMO_TODAY.add(3, 'day').hour(17).minute(0)]}
        />
        <Typography variant="subtitle2">Quarter hours in one list</Typography>
        <DateTimeRangePicker
          timeSteps={{ minutes: 15 }}
          thresholdToRenderTimeInASingleColumn={96}
          defaultValue={[DEMO_TODAY.hour(9).minute(0), DEMO_TODAY.hour(11).minute(45)]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
