import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DEMO_TODAY } from '@content/demoData';

export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Dense (default)" defaultValue={DEMO_TODAY} />
        <DateField label="Spacious" defaultValue={DEMO_TODAY} formatDensity="spacious" />
        <SingleInputDateRangeField
          label="Spacious range"
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(1, 'week')]}
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
