import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DEMO_TODAY } from '@content/demoData';

const shiftStart = DEMO_TODAY.hour(9).minute(0);
const shiftEnd = DEMO_TODAY.hour(17).minute(30);

export default function TimeRangeFieldKinds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <MultiInputTimeRangeField
          defaultValue={[shiftStart, shiftEnd]}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 0 }}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Shift starts' : 'Shift ends' }),
          }}
        />
        <SingleInputTimeRangeField
          label="Opening hours"
          defaultValue={[shiftStart, shiftEnd]}
          ampm={false}
          clearable
          sx={{ maxWidth: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
