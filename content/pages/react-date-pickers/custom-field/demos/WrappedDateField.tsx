import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField, DateFieldProps } from '@mui/x-date-pickers/DateField';
import { Dayjs } from 'dayjs';
import { DEMO_TODAY } from '@content/demoData';

// Wrapping the built-in field keeps its behaviour and sets house defaults for every picker that uses it.
// The picker always passes `format` (its own default when you set none), so set the format on the picker.
function CompanyDateField(props: DateFieldProps<Dayjs>) {
  return <DateField variant="filled" helperText="Year first, e.g. 2024-10-17" {...props} />;
}

export default function WrappedDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        format="YYYY-MM-DD"
        defaultValue={DEMO_TODAY}
        slots={{ field: CompanyDateField }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
