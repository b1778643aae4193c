import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { DEMO_TODAY } from '@content/demoData';

// ISO weeks start on Monday, like the rows of the en-gb calendar below.
dayjs.extend(isoWeek);

interface WeekDayProps extends PickersDayProps<Dayjs> {
  selectedDay?: Dayjs | null;
  hoveredDay?: Dayjs | null;
}

const isInWeekOf = (day: Dayjs, reference: Dayjs | null | undefined) =>
  reference != null && day.isoWeek() === reference.isoWeek() && day.isoWeekYear() === reference.isoWeekYear();

const WeekDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inSelectedWeek' && prop !== 'inHoveredWeek',
})<{ inSelectedWeek: boolean; inHoveredWeek: boolean }>(({ theme, inSelectedWeek, inHoveredWeek }) => ({
  borderRadius: 0,
  ...(inHoveredWeek && { backgroundColor: theme.palette.action.hover }),
  ...(inSelectedWeek && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus': { backgroundColor: theme.palette.primary.dark },
  }),
}));

function DayInWeek({ selectedDay, hoveredDay, day, ...other }: WeekDayProps) {
  return (
    <WeekDay
      {...other}
      day={day}
      disableMargin
      selected={false}
      aria-selected={isInWeekOf(day, selectedDay)}
      inSelectedWeek={isInWeekOf(day, selectedDay)}
      inHoveredWeek={isInWeekOf(day, hoveredDay)}
    />
  );
}

export default function WeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  const [hoveredDay, setHoveredDay] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slots={{ day: DayInWeek }}
          slotProps={{
            day: (ownerState) =>
              ({
                selectedDay: value,
                hoveredDay,
                onPointerEnter: () => setHoveredDay(ownerState.day),
                onPointerLeave: () => setHoveredDay(null),
              }) as Partial<WeekDayProps>,
          }}
        />
        <Typography variant="body2">
          {value
            ? `Week ${value.isoWeek()}: ${value.startOf('isoWeek').format('MMM D')} to ${value.endOf('isoWeek').format('MMM D, YYYY')}`
            : 'No week selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
