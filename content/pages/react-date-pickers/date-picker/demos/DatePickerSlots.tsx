import * as React from 'react';
import Stack from '@mui/material/Stack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
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
        {/* Desktop variant: the mobile field is read-only, so a DatePicker on a touch screen shows no clear button. */}
        <DesktopDatePicker
          label="Clearable, filled, bold days"
          defaultValue={DEMO_TODAY}
          slotProps={{
            field: { clearable: true },
            textField: { variant: 'filled' },
            day: { sx: { fontWeight: 600 } },
          }}
        />
        {/* Mobile variant: only its dialog has a toolbar to hide (the desktop popover hides it already). */}
        <MobileDatePicker
          label="Dialog without toolbar"
          defaultValue={DEMO_TODAY}
          slotProps={{ toolbar: { hidden: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
