import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
        <StaticDatePicker
          referenceDate={DEMO_TODAY}
          localeText={{ toolbarTitle: 'Check-in' }}
          slotProps={{ toolbar: { toolbarFormat: 'dddd D MMMM', toolbarPlaceholder: 'No date yet' } }}
        />
        <StaticDatePicker defaultValue={DEMO_TODAY} slotProps={{ toolbar: { hidden: true } }} />
      </Stack>
    </LocalizationProvider>
  );
}
