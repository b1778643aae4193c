import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';
import { DEMO_TODAY } from '@content/demoData';

const week: DateRange<Dayjs> = [DEMO_TODAY, DEMO_TODAY.add(6, 'day')];

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Typography variant="subtitle2">Responsive</Typography>
        <DateRangePicker defaultValue={week} />
        <Typography variant="subtitle2">Desktop</Typography>
        <DesktopDateRangePicker defaultValue={week} />
        <Typography variant="subtitle2">Mobile</Typography>
        <MobileDateRangePicker defaultValue={week} />
        <Typography variant="subtitle2">Static</Typography>
        <StaticDateRangePicker defaultValue={week} />
      </Stack>
    </LocalizationProvider>
  );
}
