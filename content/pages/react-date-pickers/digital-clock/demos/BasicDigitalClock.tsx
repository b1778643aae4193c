import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { DEMO_TODAY } from '@content/demoData';

export default function BasicDigitalClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">DigitalClock</Typography>
          <DigitalClock defaultValue={DEMO_TODAY.minute(30)} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">MultiSectionDigitalClock</Typography>
          <MultiSectionDigitalClock defaultValue={DEMO_TODAY} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
