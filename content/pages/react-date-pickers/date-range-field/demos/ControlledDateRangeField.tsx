import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

function formatBound(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function ControlledDateRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([DEMO_TODAY, DEMO_TODAY.add(3, 'day')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <SingleInputDateRangeField
          label="Sprint"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setError(context.validationError);
          }}
          format="DD MMM YYYY"
          dateSeparator="to"
          helperText={error[0] === 'invalidRange' ? 'The end is before the start' : ' '}
        />
        <Typography variant="body2">
          State: [{formatBound(value[0])}, {formatBound(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
