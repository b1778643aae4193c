import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DEMO_TODAY } from '@content/demoData';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DDTHH:mm') : 'Invalid Date';
}

export default function ControlledDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Departure" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">State: {describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
