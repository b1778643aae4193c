import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const ERROR_MESSAGES: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This date is not complete or not valid.',
  minDate: 'The earliest date is today.',
  maxDate: 'Bookings open one year ahead at most.',
  disablePast: 'Pick a date in the future.',
  disableFuture: 'Pick a date in the past.',
  shouldDisableDate: 'This date is not available.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
};

export default function DatePickerForm() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(String(data.get('bookingDate')));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 320 }} onSubmit={handleSubmit}>
        <DatePicker
          label="Booking date"
          name="bookingDate"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          referenceDate={DEMO_TODAY}
          minDate={DEMO_TODAY}
          maxDate={DEMO_TODAY.add(1, 'year')}
          slotProps={{
            textField: {
              required: true,
              helperText: error ? ERROR_MESSAGES[error] : 'MM/DD/YYYY',
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={value === null || error !== null}>
          Book
        </Button>
        {submitted !== null && <Typography variant="body2">Submitted form value: {submitted}</Typography>}
      </Stack>
    </LocalizationProvider>
  );
}
