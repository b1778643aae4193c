import * as React from 'react';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function SlotsOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* slotProps: props for the default components. */}
        <DesktopDatePicker
          label="slotProps only"
          defaultValue={DEMO_TODAY}
          slotProps={{
            textField: { helperText: 'Text field props', size: 'small' },
            actionBar: { actions: ['today', 'accept'] },
            day: { sx: { fontWeight: 600 } },
          }}
        />
        {/* slots: replace a component; slotProps still configures it. */}
        <DesktopDatePicker
          label="A slot replaced"
          defaultValue={DEMO_TODAY}
          slots={{ openPickerIcon: EventIcon }}
          slotProps={{ openPickerIcon: { color: 'primary' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
