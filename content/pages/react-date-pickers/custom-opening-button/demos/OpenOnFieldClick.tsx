import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function OpenOnFieldClick() {
  const [open, setOpen] = React.useState(false);

  // DesktopDatePicker: a mobile picker has no button to remove and opens on a tap anyway.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DesktopDatePicker label="No button, keyboard only" defaultValue={DEMO_TODAY} disableOpenPicker />
        <DesktopDatePicker
          label="No button, click to open"
          defaultValue={DEMO_TODAY}
          disableOpenPicker
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slotProps={{ textField: { onClick: () => setOpen(true) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
