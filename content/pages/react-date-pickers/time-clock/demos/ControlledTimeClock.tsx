import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <TimeClock
          value={value}
          onChange={(newValue) => setValue(newValue)}
          views={['hours', 'minutes', 'seconds']}
          view={view}
          onViewChange={(newView) => setView(newView)}
          showViewSwitcher
        />
        <Typography variant="body2">
          {value ? value.format('HH:mm:ss') : 'No time'} (view: {view})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
