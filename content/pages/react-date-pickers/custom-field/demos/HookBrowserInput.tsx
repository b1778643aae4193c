import * as React from 'react';
import Box from '@mui/material/Box';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateFieldProps, unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { DEMO_TODAY } from '@content/demoData';

// A native <input> with a <label>: only the props an input understands reach the DOM.
function NativeDateField(props: DateFieldProps<Dayjs>) {
  const response = useDateField<Dayjs, false, typeof props>({ ...props, enableAccessibleFieldDOMStructure: false });
  const { id, label, InputProps, inputRef, value, onChange, onKeyDown, onPaste, onClick, onFocus, onBlur } = response;
  const { placeholder, inputMode, autoComplete, disabled, readOnly, error } = response;

  return (
    <Box
      ref={InputProps?.ref}
      sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, color: error ? 'error.main' : 'text.primary' }}
    >
      <label htmlFor={id}>{label}</label>
      <Box sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 1 }}>
        <Box
          component="input"
          id={id}
          ref={inputRef}
          {...{
            value,
            onChange,
            onKeyDown,
            onPaste,
            onClick,
            onFocus,
            onBlur,
            placeholder,
            inputMode,
            autoComplete,
            disabled,
            readOnly,
          }}
          sx={{ border: 0, outline: 0, bgcolor: 'transparent', color: 'inherit', font: 'inherit', width: 120 }}
        />
        {InputProps?.endAdornment}
      </Box>
    </Box>
  );
}

export default function HookBrowserInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Native input" defaultValue={DEMO_TODAY} slots={{ field: NativeDateField }} />
    </LocalizationProvider>
  );
}
