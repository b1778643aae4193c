import * as React from 'react';
import TextField from '@mui/material/TextField';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateFieldProps, unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { useClearableField } from '@mui/x-date-pickers/hooks';
import { DEMO_TODAY } from '@content/demoData';

// The hook does the section editing; the component only maps its result onto a Material UI TextField.
function MaterialDateField(props: DateFieldProps<Dayjs>) {
  const { slots, slotProps, ...fieldProps } = props;
  const fieldResponse = useDateField<Dayjs, false, typeof fieldProps>({
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
      helperText="Built with unstable_useDateField"
      InputProps={{ ...InputProps, readOnly }}
      // The paste handler is typed for the root; the event bubbles up from the input.
      onPaste={onPaste}
      inputProps={{ ...inputProps, inputMode, onKeyDown, ref: inputRef }}
    />
  );
}

export default function HookTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date"
        defaultValue={DEMO_TODAY}
        slots={{ field: MaterialDateField }}
        slotProps={{ field: { clearable: true } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
