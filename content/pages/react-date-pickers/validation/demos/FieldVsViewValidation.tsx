import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

// The field and the calendar share one value and one rule: nothing after the demo day.
export default function FieldVsViewValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY.add(3, 'day'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateField
          label="Delivery date"
          value={value}
          onChange={setValue}
          maxDate={DEMO_TODAY}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Valid'}
        />
        <DateCalendar value={value} onChange={setValue} maxDate={DEMO_TODAY} />
        <Typography variant="body2">
          Value: <code>{value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
