import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const minDate = DEMO_TODAY.startOf('month');
const maxDate = DEMO_TODAY.add(1, 'month').endOf('month');

function getErrorMessage(error: DateValidationError) {
  switch (error) {
    case 'minDate':
      return `Choose a day from ${minDate.format('MMM D')}`;
    case 'maxDate':
      return `Choose a day until ${maxDate.format('MMM D')}`;
    case 'invalidDate':
      return 'This date is incomplete or does not exist';
    default:
      return '';
  }
}

export default function ErrorMessageValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Start date"
          defaultValue={DEMO_TODAY.subtract(1, 'month')}
          minDate={minDate}
          maxDate={maxDate}
          onError={(newError) => setError(newError)}
          slotProps={{ textField: { helperText: getErrorMessage(error) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
