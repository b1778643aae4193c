import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// A toolbar gets the value, the current view and `className` (which places it in the layout grid).
function DayOfYearToolbar({ value, className }: DatePickerToolbarProps<Dayjs>) {
  return (
    <Box className={className} sx={{ px: 3, pt: 2 }}>
      <Typography variant="overline">Selected day</Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('MMMM D') : '—'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {value ? `Day ${value.diff(value.startOf('year'), 'day') + 1} of ${value.year()}` : ''}
      </Typography>
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={DEMO_TODAY} slots={{ toolbar: DayOfYearToolbar }} />
    </LocalizationProvider>
  );
}
