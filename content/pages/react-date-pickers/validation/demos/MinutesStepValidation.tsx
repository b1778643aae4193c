import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

export default function MinutesStepValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Quarter hours only"
          defaultValue={DEMO_TODAY.minute(45)}
          minutesStep={15}
          onError={setError}
          helperText={error === 'minutesStep' ? 'Use 00, 15, 30 or 45 minutes' : 'Arrow keys step by 15 minutes'}
        />
        <TimePicker label="Picker with minutesStep" defaultValue={DEMO_TODAY.minute(45)} minutesStep={15} />
      </Stack>
    </LocalizationProvider>
  );
}
