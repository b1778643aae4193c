import * as React from 'react';
import Stack from '@mui/material/Stack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DatePickerSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Custom icon and actions"
          defaultValue={DEMO_TODAY}
          slots={{ openPickerIcon: EventNoteIcon }}
          slotProps={{
            actionBar: { actions: ['clear', 'today', 'accept'] },
            openPickerButton: { color: 'primary' },
          }}
        />
        <DatePicker
          label="Clearable, filled, no toolbar"
          defaultValue={DEMO_TODAY}
          slotProps={{
            field: { clearable: true },
            textField: { variant: 'filled' },
            toolbar: { hidden: true },
            day: { sx: { fontWeight: 600 } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
