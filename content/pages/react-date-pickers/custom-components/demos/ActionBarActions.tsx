import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {/* The actions can depend on the variant: here "Clear" on desktop, all four on mobile. */}
        <DatePicker
          label="Depends on the variant"
          defaultValue={DEMO_TODAY}
          slotProps={{
            actionBar: ({ wrapperVariant }) => ({
              actions: wrapperVariant === 'desktop' ? ['clear'] : ['clear', 'today', 'cancel', 'accept'],
            }),
          }}
        />
        <StaticDatePicker defaultValue={DEMO_TODAY} slotProps={{ actionBar: { actions: ['today', 'clear'] } }} />
      </Stack>
    </LocalizationProvider>
  );
}
