import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const formatBound = (date: Dayjs | null) => (date === null ? '…' : date.format('MMM D'));

export default function ControlledDateRangeCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([DEMO_TODAY.add(3, 'day'), null]);
  const [selectionState, setSelectionState] = React.useState<string | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar
          calendars={1}
          value={value}
          onChange={(newValue, newSelectionState) => {
            setValue(newValue);
            setSelectionState(newSelectionState);
          }}
        />
        <Typography variant="body2">
          Range: {formatBound(value[0])} – {formatBound(value[1])}
        </Typography>
        <Typography variant="body2">Last selection state: {selectionState ?? 'none yet'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
