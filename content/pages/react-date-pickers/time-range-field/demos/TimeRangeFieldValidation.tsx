import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const describeError = ([startError, endError]: TimeRangeValidationError) => {
  if (startError === 'invalidRange') {
    return 'The end cannot be before the start';
  }
  if (startError || endError) {
    return `Outside 08:00–20:00 or not on a quarter hour (${startError ?? endError})`;
  }
  return 'Between 08:00 and 20:00, in 15-minute steps';
};

export default function TimeRangeFieldValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    DEMO_TODAY.hour(10).minute(0),
    DEMO_TODAY.hour(11).minute(30),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <SingleInputTimeRangeField
          label="Meeting room booking"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          ampm={false}
          minTime={DEMO_TODAY.hour(8).minute(0)}
          maxTime={DEMO_TODAY.hour(20).minute(0)}
          minutesStep={15}
          helperText={describeError(error)}
        />
        <Typography variant="body2">
          Errors: [{error[0] ?? 'null'}, {error[1] ?? 'null'}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
