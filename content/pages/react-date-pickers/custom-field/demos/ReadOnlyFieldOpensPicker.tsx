import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ReadOnlyFieldOpensPicker() {
  const [open, setOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Pick from the calendar only"
        defaultValue={DEMO_TODAY}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // The field can't be typed into; a click anywhere on it opens the calendar.
        slotProps={{
          field: { readOnly: true },
          textField: { onClick: () => setOpen(true) },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
