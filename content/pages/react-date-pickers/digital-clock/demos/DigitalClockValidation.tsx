import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { DEMO_TODAY } from '@content/demoData';

const MIN_TIME = DEMO_TODAY.hour(9).minute(0);
const MAX_TIME = DEMO_TODAY.hour(17).minute(0);

export default function DigitalClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Disabled options shown</Typography>
          <DigitalClock referenceDate={MIN_TIME} minTime={MIN_TIME} maxTime={MAX_TIME} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">skipDisabled</Typography>
          <DigitalClock referenceDate={MIN_TIME} minTime={MIN_TIME} maxTime={MAX_TIME} skipDisabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
