import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { DEMO_TODAY } from '@content/demoData';

export default function DigitalClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">ampm (meridiem column)</Typography>
          <MultiSectionDigitalClock defaultValue={DEMO_TODAY} ampm />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">24 hours, with seconds</Typography>
          <MultiSectionDigitalClock defaultValue={DEMO_TODAY} ampm={false} views={['hours', 'minutes', 'seconds']} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
