import * as React from 'react';
import TextField from '@mui/material/TextField';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeFieldProps, unstable_useTimeField as useTimeField } from '@mui/x-date-pickers/TimeField';
import { useClearableField } from '@mui/x-date-pickers/hooks';
import { DEMO_TODAY } from '@content/demoData';

function MaterialTimeField(props: TimeFieldProps<Dayjs>) {
  const { slots, slotProps, ...fieldProps } = props;
  const fieldResponse = useTimeField<Dayjs, false, typeof fieldProps>({
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
    ...textFieldProps
  } = useClearableField({ ...fieldResponse, slots, slotProps });

  return (
    <TextField
      {...textFieldProps}
      variant="filled"
      InputProps={{ ...InputProps, readOnly }}
      // The paste handler is typed for the root; the event bubbles up from the input.
      onPaste={onPaste}
      inputProps={{ ...inputProps, inputMode, onKeyDown, ref: inputRef }}
    />
  );
}

export default function HookTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker label="Time" defaultValue={DEMO_TODAY} slots={{ field: MaterialTimeField }} sx={{ maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
