import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DEMO_TODAY } from '@content/demoData';

export default function TimeFieldFormats() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY.hour(18).minute(5).second(42));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="12-hour" value={value} onChange={(newValue) => setValue(newValue)} ampm />
        <TimeField label="24-hour" value={value} onChange={(newValue) => setValue(newValue)} ampm={false} />
        <TimeField
          label="With seconds"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="HH:mm:ss"
          clearable
        />
        <Typography variant="body2">
          Value: {value === null ? 'null' : value.isValid() ? value.format('HH:mm:ss') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
