import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledDigitalClock() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY.hour(13).minute(0));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          <DigitalClock value={value} onChange={(newValue) => setValue(newValue)} />
          <MultiSectionDigitalClock value={value} onChange={(newValue) => setValue(newValue)} />
        </Stack>
        <Typography variant="body2">Value: {value ? value.format('HH:mm') : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
