import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const isSunday = (date: Dayjs) => date.day() === 0;

export default function ErrorCodesLog() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimeField
          label="Try to break every rule"
          defaultValue={DEMO_TODAY}
          ampm={false}
          minDate={DEMO_TODAY.startOf('year')}
          maxDate={DEMO_TODAY.endOf('year')}
          shouldDisableDate={isSunday}
          minTime={DEMO_TODAY.hour(8).minute(0)}
          maxTime={DEMO_TODAY.hour(20).minute(0)}
          minutesStep={5}
          onError={(newError) => setError(newError)}
        />
        <Typography variant="body2">
          Current error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Rules: year {DEMO_TODAY.year()}, no Sundays, 08:00–20:00, minutes in steps of 5.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
