import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const MIN_DATE = DEMO_TODAY.startOf('year');
const MAX_DATE = DEMO_TODAY.endOf('year');

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  let helperText = `Any day of ${DEMO_TODAY.year()}`;
  if (error === 'minDate' || error === 'maxDate') {
    helperText = `The date must be in ${DEMO_TODAY.year()}`;
  } else if (error === 'invalidDate') {
    helperText = 'Finish typing the date';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Expense date"
          name="expenseDate"
          defaultValue={DEMO_TODAY.add(3, 'month')}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          onError={(newError) => setError(newError)}
          helperText={helperText}
        />
      </Stack>
    </LocalizationProvider>
  );
}
