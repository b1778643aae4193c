import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const formatBound = (date: Dayjs | null) => {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
};

export default function DateTimeRangeFieldValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    DEMO_TODAY.hour(9).minute(0),
    DEMO_TODAY.add(1, 'day').hour(17).minute(0),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <SingleInputDateTimeRangeField
          label="Campaign"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setError(context.validationError);
          }}
          ampm={false}
          minDateTime={DEMO_TODAY.hour(9).minute(0)}
          minutesStep={30}
          fullWidth
          helperText="From today 09:00, on the hour or half hour"
        />
        <Typography variant="body2">Start: {formatBound(value[0])}</Typography>
        <Typography variant="body2">End: {formatBound(value[1])}</Typography>
        <Typography variant="body2">
          Errors: [{error[0] ?? 'null'}, {error[1] ?? 'null'}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
