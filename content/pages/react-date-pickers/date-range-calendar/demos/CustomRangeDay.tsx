import * as React from 'react';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, dateRangePickerDayClasses } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { DEMO_TODAY } from '@content/demoData';

// Square cells with a secondary-coloured band, and round bounds.
const SquareRangeDay = styled(DateRangePickerDay)(({ theme }) => ({
  [`&.${dateRangePickerDayClasses.rangeIntervalDayHighlight}`]: {
    borderRadius: 0,
    backgroundColor: theme.palette.secondary.light,
    color: theme.palette.secondary.contrastText,
  },
  [`& .${dateRangePickerDayClasses.day}.Mui-selected`]: {
    backgroundColor: theme.palette.secondary.dark,
  },
}));

export default function CustomRangeDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[DEMO_TODAY, DEMO_TODAY.add(5, 'day')]}
        slots={{ day: SquareRangeDay }}
        sx={{ mx: 'auto' }}
      />
    </LocalizationProvider>
  );
}
