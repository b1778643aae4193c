import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DEMO_TODAY } from '@content/demoData';

export default function RangeFieldsCompared() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Typography variant="subtitle2">Multi input: one input per bound</Typography>
        <MultiInputDateRangeField
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(2, 'week')]}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 0 }}
        />
        <Typography variant="subtitle2">Single input: both bounds in one input</Typography>
        <SingleInputDateRangeField
          label="Period"
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(2, 'week')]}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
