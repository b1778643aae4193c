import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const formatBound = (time: Dayjs | null) => (time?.isValid() ? time.format('HH:mm') : '--:--');

export default function TimeRangeWithFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    DEMO_TODAY.hour(13).minute(0),
    DEMO_TODAY.hour(14).minute(0),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputTimeRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          ampm={false}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 0 }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'From' : 'To',
              helperText: error[0] === 'invalidRange' && position === 'end' ? 'Ends before it starts' : ' ',
            }),
          }}
        />
        <Typography variant="body2">
          Value: {formatBound(value[0])} – {formatBound(value[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
