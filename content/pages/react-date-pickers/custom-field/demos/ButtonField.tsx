import * as React from 'react';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { usePickersContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { BaseSingleInputFieldProps, DateValidationError, FieldSection } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

interface ButtonFieldProps
  extends UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {}

function ButtonDateField(props: ButtonFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, format, disabled } = internalProps;
  const { id, label, InputProps, inputProps } = forwardedProps;
  // The picker's context opens and closes it: no extra prop to pass down.
  const { open, onOpen, onClose } = usePickersContext();

  return (
    <Button
      id={id}
      // The popup is anchored on this ref.
      ref={InputProps?.ref}
      variant="outlined"
      disabled={disabled}
      aria-label={inputProps?.['aria-label']}
      startIcon={<CalendarMonthIcon />}
      onClick={(event) => (open ? onClose(event) : onOpen(event))}
    >
      {value ? value.format(format) : label}
    </Button>
  );
}

export default function ButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Pick a date"
        format="ddd D MMM YYYY"
        defaultValue={DEMO_TODAY}
        slots={{ field: ButtonDateField }}
      />
    </LocalizationProvider>
  );
}
