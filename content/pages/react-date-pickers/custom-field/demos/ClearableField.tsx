import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ClearableField() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320, mx: 'auto' }}>
        {/* A mobile picker's field is read-only and never shows the clear button. */}
        <DesktopDatePicker
          label="Clearable"
          value={value}
          onChange={setValue}
          slotProps={{ field: { clearable: true, onClear: () => setClearCount((count) => count + 1) } }}
        />
        <Typography variant="body2">Cleared {clearCount} time(s).</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
