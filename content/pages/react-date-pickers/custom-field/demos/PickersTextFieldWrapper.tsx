import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import { DEMO_TODAY } from '@content/demoData';

// With enableAccessibleFieldDOMStructure, the textField slot must render a PickersTextField.
const CompactPickersTextField = React.forwardRef<HTMLDivElement, PickersTextFieldProps>((props, ref) => (
  <PickersTextField {...props} ref={ref} size="small" variant="filled" />
));

export default function PickersTextFieldWrapper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Field"
          defaultValue={DEMO_TODAY}
          enableAccessibleFieldDOMStructure
          slots={{ textField: CompactPickersTextField }}
        />
        <DatePicker
          label="Picker"
          defaultValue={DEMO_TODAY}
          enableAccessibleFieldDOMStructure
          slots={{ textField: CompactPickersTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
