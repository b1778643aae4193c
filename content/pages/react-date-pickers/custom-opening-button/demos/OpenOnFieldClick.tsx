import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function OpenOnFieldClick() {
  const [open, setOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DatePicker label="No button, keyboard only" defaultValue={DEMO_TODAY} disableOpenPicker />
        <DatePicker
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
