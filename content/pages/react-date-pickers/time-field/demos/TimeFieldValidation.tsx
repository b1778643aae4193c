import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const START = DEMO_TODAY.hour(8).minute(0);
const END = DEMO_TODAY.hour(20).minute(0);

function getHelperText(error: TimeValidationError): string {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'Deliveries run from 8:00 to 20:00';
    case 'minutesStep':
      return 'Pick a multiple of 15 minutes';
    case 'invalidDate':
      return 'Finish typing the time';
    default:
      return 'Between 8:00 and 20:00, every 15 minutes';
  }
}

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Delivery time"
          name="deliveryTime"
          defaultValue={DEMO_TODAY.hour(21).minute(0)}
          minTime={START}
          maxTime={END}
          minutesStep={15}
          ampm={false}
          onError={(newError) => setError(newError)}
          helperText={getHelperText(error)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
