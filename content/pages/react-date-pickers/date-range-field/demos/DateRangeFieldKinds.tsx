import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DEMO_TODAY } from '@content/demoData';

export default function DateRangeFieldKinds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <MultiInputDateRangeField
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(1, 'week')]}
          // Stack the two inputs on narrow screens.
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 0 }}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }),
          }}
        />
        <SingleInputDateRangeField
          label="Period"
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(1, 'week')]}
          clearable
          sx={{ maxWidth: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
