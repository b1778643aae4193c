import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const conference: DateRange<Dayjs> = [DEMO_TODAY.hour(9).minute(0), DEMO_TODAY.add(1, 'day').hour(17).minute(0)];

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Typography variant="subtitle2">Responsive</Typography>
        <DateTimeRangePicker defaultValue={conference} />
        <Typography variant="subtitle2">Desktop</Typography>
        <DesktopDateTimeRangePicker defaultValue={conference} />
        <Typography variant="subtitle2">Mobile</Typography>
        <MobileDateTimeRangePicker defaultValue={conference} />
      </Stack>
    </LocalizationProvider>
  );
}
