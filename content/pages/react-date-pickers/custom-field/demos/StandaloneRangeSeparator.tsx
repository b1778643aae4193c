import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DEMO_TODAY } from '@content/demoData';

export default function StandaloneRangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField
          label="Dates"
          dateSeparator="to"
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(2, 'day')]}
        />
        <SingleInputTimeRangeField
          label="Opening hours"
          dateSeparator="until"
          defaultValue={[DEMO_TODAY.hour(9).minute(0), DEMO_TODAY.hour(18).minute(0)]}
        />
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          dateSeparator="→"
          defaultValue={[DEMO_TODAY.hour(22).minute(0), DEMO_TODAY.add(1, 'day').hour(2).minute(0)]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
