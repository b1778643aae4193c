import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function ArrowButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={DEMO_TODAY}
        slotProps={{
          previousIconButton: { color: 'primary', size: 'small' },
          nextIconButton: { color: 'primary', size: 'small' },
          switchViewButton: { sx: { border: 1, borderColor: 'divider' } },
        }}
      />
    </LocalizationProvider>
  );
}
