import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  SingleInputDateRangeField,
  type SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { Dayjs } from 'dayjs';
import { DEMO_TODAY } from '@content/demoData';

type FieldComponent = ((props: SingleInputDateRangeFieldProps<Dayjs>) => React.JSX.Element) & {
  fieldType?: 'single-input' | 'multi-input';
};

// A team-wide default: a full-width field with a wider separator.
const ReportPeriodField: FieldComponent = (props) => (
  <SingleInputDateRangeField dateSeparator="→" fullWidth {...props} />
);

// Without this, the picker would treat the wrapper as a multi-input field and wire it wrongly.
ReportPeriodField.fieldType = 'single-input';

export default function WrappedSingleInputRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Report period"
        defaultValue={[DEMO_TODAY.startOf('month'), DEMO_TODAY]}
        slots={{ field: ReportPeriodField }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
