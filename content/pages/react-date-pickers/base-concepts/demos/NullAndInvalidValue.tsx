import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null (empty field)';
  }
  if (!value.isValid()) {
    return 'an invalid date (field partly filled)';
  }
  return `a valid date: ${value.format('YYYY-MM-DD')}`;
}

export default function NullAndInvalidValue() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Type a date" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">The value is {describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
