import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { DEMO_TODAY } from '@content/demoData';

export default function DigitalClockTimeStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">timeStep=60</Typography>
          <DigitalClock defaultValue={DEMO_TODAY.minute(0)} timeStep={60} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">timeSteps: 2 h, 15 min</Typography>
          <MultiSectionDigitalClock
            defaultValue={DEMO_TODAY.hour(10).minute(15)}
            timeSteps={{ hours: 2, minutes: 15 }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
