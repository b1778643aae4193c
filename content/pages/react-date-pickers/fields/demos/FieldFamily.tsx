import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DEMO_TODAY } from '@content/demoData';

export default function FieldFamily() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="DateField" defaultValue={DEMO_TODAY} />
        <TimeField label="TimeField" defaultValue={DEMO_TODAY} />
        <DateTimeField label="DateTimeField" defaultValue={DEMO_TODAY} />
        <SingleInputDateRangeField
          label="SingleInputDateRangeField"
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(5, 'day')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
