import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// An application's own text field, reused by the pickers (single <input> structure).
const CompactTextField = React.forwardRef<HTMLDivElement, TextFieldProps>((props, ref) => (
  <TextField {...props} ref={ref} size="small" variant="filled" />
));

export default function TextFieldWrapper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Field" defaultValue={DEMO_TODAY} slots={{ textField: CompactTextField }} />
        <DatePicker label="Picker" defaultValue={DEMO_TODAY} slots={{ textField: CompactTextField }} />
      </Stack>
    </LocalizationProvider>
  );
}
