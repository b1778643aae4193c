import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DEMO_TODAY } from '@content/demoData';

const rentalStart = DEMO_TODAY.hour(10).minute(0);
const rentalEnd = DEMO_TODAY.add(3, 'day').hour(18).minute(0);

export default function DateTimeRangeFieldKinds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <MultiInputDateTimeRangeField
          defaultValue={[rentalStart, rentalEnd]}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 0 }}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Pick-up' : 'Return' }),
          }}
        />
        <SingleInputDateTimeRangeField
          label="Rental"
          defaultValue={[rentalStart, rentalEnd]}
          ampm={false}
          clearable
          fullWidth
        />
      </Stack>
    </LocalizationProvider>
  );
}
