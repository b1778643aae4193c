import * as React from 'react';
import TextField from '@mui/material/TextField';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { useParsedFormat, usePickersContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { BaseSingleInputFieldProps, DateValidationError, FieldSection } from '@mui/x-date-pickers/models';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { DEMO_TODAY } from '@content/demoData';

interface ReadOnlyFieldProps
  extends UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {
  // A picker always passes these to its field, with their defaults applied.
  format: string;
  minDate: Dayjs;
  maxDate: Dayjs;
  disablePast: boolean;
  disableFuture: boolean;
}

// Shows the value as text and opens the picker on click: no typing, but the same validation as the real field.
function ReadOnlyDateField(props: ReadOnlyFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, timezone, format } = internalProps;
  const { label, id, InputProps, inputRef, sx } = forwardedProps;
  const { onOpen } = usePickersContext();
  // The format as the user reads it (MM/DD/YYYY), localized, used as placeholder.
  const placeholder = useParsedFormat(internalProps);
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value,
    timezone: timezone ?? 'default',
    props: internalProps,
  });

  return (
    <TextField
      id={id}
      label={label}
      sx={sx}
      value={value ? value.format(format) : ''}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={hasValidationError ? 'Weekends are not allowed' : ' '}
      onClick={onOpen}
      inputRef={inputRef}
      InputProps={{ ...InputProps, readOnly: true }}
      InputLabelProps={{ shrink: true }}
    />
  );
}

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function ParsedFormatField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Working day"
        defaultValue={DEMO_TODAY.add(2, 'day')}
        shouldDisableDate={isWeekend}
        slots={{ field: ReadOnlyDateField }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
