import * as React from 'react';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeFieldProps } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickersContext } from '@mui/x-date-pickers/hooks';
import { DEMO_TODAY } from '@content/demoData';

function formatRange([start, end]: DateRange<Dayjs>) {
  if (!start && !end) {
    return 'Choose your dates';
  }
  return `${start?.format('D MMM') ?? '…'} – ${end?.format('D MMM') ?? '…'}`;
}

// Range pickers provide the same context as the other pickers: onOpen opens the popup.
function ButtonRangeDateField(props: SingleInputDateRangeFieldProps<Dayjs>) {
  const { value, id, disabled, InputProps } = props;
  const { onOpen } = usePickersContext();

  return (
    <Button
      id={id}
      ref={InputProps?.ref as React.Ref<HTMLButtonElement>}
      variant="outlined"
      disabled={disabled}
      startIcon={<DateRangeIcon />}
      onClick={onOpen}
    >
      {formatRange(value ?? [null, null])}
    </Button>
  );
}
// Tells the range picker to give one field for both dates, not one per date.
ButtonRangeDateField.fieldType = 'single-input';

export default function ButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={[DEMO_TODAY, DEMO_TODAY.add(4, 'day')]} slots={{ field: ButtonRangeDateField }} />
    </LocalizationProvider>
  );
}
