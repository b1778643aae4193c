import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[DEMO_TODAY, DEMO_TODAY.add(6, 'day')]}
        slotProps={{
          // The root is a Stack: direction and spacing apply to the two inputs.
          fieldRoot: { direction: { xs: 'column', sm: 'row' }, spacing: 1, alignItems: 'center' },
          fieldSeparator: { children: 'to', color: 'text.secondary' },
        }}
      />
    </LocalizationProvider>
  );
}
