import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const messages: Record<string, string> = {
  invalidRange: 'The end is before the start',
  minDate: 'Too early',
  maxDate: 'Too late',
  invalidDate: 'Incomplete date',
};

export default function RangeValidationMessage() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[DEMO_TODAY.add(5, 'day'), DEMO_TODAY.add(2, 'day')]}
        minDate={DEMO_TODAY}
        maxDate={DEMO_TODAY.add(3, 'month')}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: ({ position }) => {
            const boundError = position === 'start' ? error[0] : error[1];
            return { helperText: boundError ? (messages[boundError] ?? boundError) : ' ' };
          },
        }}
      />
    </LocalizationProvider>
  );
}
