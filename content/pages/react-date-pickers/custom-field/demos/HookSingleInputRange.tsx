import * as React from 'react';
import TextField from '@mui/material/TextField';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  SingleInputDateRangeFieldProps,
  unstable_useSingleInputDateRangeField as useSingleInputDateRangeField,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { useClearableField } from '@mui/x-date-pickers/hooks';
import { DEMO_TODAY } from '@content/demoData';

function MaterialRangeField(props: SingleInputDateRangeFieldProps<Dayjs>) {
  const { slots, slotProps, ...fieldProps } = props;
  const fieldResponse = useSingleInputDateRangeField<Dayjs, false, typeof fieldProps>({
    ...fieldProps,
    enableAccessibleFieldDOMStructure: false,
  });
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
      fullWidth
      InputProps={{ ...InputProps, readOnly }}
      // The paste handler is typed for the root; the event bubbles up from the input.
      onPaste={onPaste}
      inputProps={{ ...inputProps, inputMode, onKeyDown, ref: inputRef }}
    />
  );
}
MaterialRangeField.fieldType = 'single-input';

export default function HookSingleInputRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Stay"
        defaultValue={[DEMO_TODAY, DEMO_TODAY.add(3, 'day')]}
        slots={{ field: MaterialRangeField }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
