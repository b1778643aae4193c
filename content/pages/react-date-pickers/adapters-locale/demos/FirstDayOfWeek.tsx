import * as React from 'react';
import { enUS } from 'date-fns/locale';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DEFAULT_VALUE = DEMO_TODAY.toDate();

export default function FirstDayOfWeek() {
  const [weekStartsOn, setWeekStartsOn] = React.useState<WeekStart>(1);
  // A copy of the English locale with another first day: the calendar reads `options.weekStartsOn`.
  const locale = React.useMemo(() => ({ ...enUS, options: { ...enUS.options, weekStartsOn } }), [weekStartsOn]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Week starts on"
        value={weekStartsOn}
        onChange={(event) => setWeekStartsOn(Number(event.target.value) as WeekStart)}
        sx={{ minWidth: 200 }}
      >
        {WEEKDAYS.map((name, index) => (
          <MenuItem key={name} value={index}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
        <DateCalendar defaultValue={DEFAULT_VALUE} />
      </LocalizationProvider>
    </Stack>
  );
}
