import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Invoice date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="DD MMM YYYY"
          clearable
        />
        <DateField
          label="Same value, ISO format"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="YYYY-MM-DD"
          formatDensity="spacious"
        />
        <Typography variant="body2">
          Value: {value === null ? 'null' : value.isValid() ? value.toISOString() : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
