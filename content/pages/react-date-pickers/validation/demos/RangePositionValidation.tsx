import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const SUNDAY = 0;
const SATURDAY = 6;

// Guests arrive on any day but Sunday and leave on any day but Saturday.
function isUnavailable(day: Dayjs, position: RangePosition) {
  return position === 'start' ? day.day() === SUNDAY : day.day() === SATURDAY;
}

export default function RangePositionValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          Next click sets the <strong>{rangePosition === 'start' ? 'arrival' : 'departure'}</strong>
        </Typography>
        <DateRangeCalendar
          calendars={1}
          referenceDate={DEMO_TODAY}
          value={value}
          onChange={setValue}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
          shouldDisableDate={isUnavailable}
        />
      </Stack>
    </LocalizationProvider>
  );
}
