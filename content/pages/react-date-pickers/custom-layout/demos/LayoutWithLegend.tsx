import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersLayout, PickersLayoutProps } from '@mui/x-date-pickers/PickersLayout';
import { DateView } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

// Keeps the default layout and adds a line below it.
function LayoutWithNote(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  return (
    <Stack>
      <PickersLayout {...props} />
      <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 2 }}>
        Deliveries are not made on Sundays.
      </Typography>
    </Stack>
  );
}

const isSunday = (day: Dayjs) => day.day() === 0;

export default function LayoutWithLegend() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        defaultValue={DEMO_TODAY}
        shouldDisableDate={isSunday}
        slots={{ layout: LayoutWithNote }}
      />
    </LocalizationProvider>
  );
}
