import * as React from 'react';
import TextField from '@mui/material/TextField';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeFieldProps, unstable_useDateTimeField as useDateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { useClearableField } from '@mui/x-date-pickers/hooks';
import { DEMO_TODAY } from '@content/demoData';

function MaterialDateTimeField(props: DateTimeFieldProps<Dayjs>) {
  const { slots, slotProps, ...fieldProps } = props;
  const fieldResponse = useDateTimeField<Dayjs, false, typeof fieldProps>({
    ...fieldProps,
    enableAccessibleFieldDOMStructure: false,
  });
  // Turns `clearable` and `onClear` into a clear button in the adornment, and keeps them off the DOM.
  const {
    // Not a DOM attribute: keep it off the TextField.
    enableAccessibleFieldDOMStructure: _enableAccessibleFieldDOMStructure,
    inputRef,
    inputMode,
    onKeyDown,
    onPaste,
    readOnly,
    InputProps,
    inputProps,
    error,
    ...textFieldProps
  } = useClearableField({ ...fieldResponse, slots, slotProps });

  return (
    <TextField
      {...textFieldProps}
      error={error}
      // The hook reports validation errors (here: before the minimum) through `error`.
      helperText={error ? 'Too early: starts at 08:00 on the 17th' : ' '}
      InputProps={{ ...InputProps, readOnly }}
      // The paste handler is typed for the root; the event bubbles up from the input.
      onPaste={onPaste}
      inputProps={{ ...inputProps, inputMode, onKeyDown, ref: inputRef }}
    />
  );
}

export default function HookDateTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Meeting"
        defaultValue={DEMO_TODAY.hour(7)}
        minDateTime={DEMO_TODAY.hour(8).minute(0)}
        ampm={false}
        slots={{ field: MaterialDateTimeField }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
