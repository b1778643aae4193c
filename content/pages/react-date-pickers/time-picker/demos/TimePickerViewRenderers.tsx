import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import { DEMO_TODAY } from '@content/demoData';

export default function TimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Every 10 minutes" defaultValue={DEMO_TODAY.minute(30)} timeSteps={{ minutes: 10 }} />
        <TimePicker
          label="Single list, every 30 minutes"
          defaultValue={DEMO_TODAY.minute(30)}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
        <TimePicker
          label="Analog clock on desktop too"
          defaultValue={DEMO_TODAY}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
