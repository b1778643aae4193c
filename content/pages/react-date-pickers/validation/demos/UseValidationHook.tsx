import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { DEMO_TODAY } from '@content/demoData';

const validationProps = {
  minDate: DEMO_TODAY,
  maxDate: DEMO_TODAY.add(30, 'day'),
  disablePast: false,
  disableFuture: false,
};

function SubmitButton({ value }: { value: Dayjs | null }) {
  // Same validator as the picker, run outside of it: the button knows whether the value is valid.
  const { validationError, hasValidationError } = useValidation({
    value,
    timezone: 'default',
    validator: validateDate,
    props: validationProps,
  });

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" disabled={value === null || hasValidationError}>
        Book
      </Button>
      <Typography variant="body2">validationError: {validationError ?? 'null'}</Typography>
    </Stack>
  );
}

export default function UseValidationHook() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY.add(40, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Within 30 days" value={value} onChange={setValue} {...validationProps} />
        <SubmitButton value={value} />
      </Stack>
    </LocalizationProvider>
  );
}
