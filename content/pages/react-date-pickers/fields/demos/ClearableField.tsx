import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ClearableField() {
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Clearable field"
          defaultValue={DEMO_TODAY}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
        />
        {/* A mobile picker's field is read-only and never shows the clear button. */}
        <DesktopDatePicker
          label="Clearable picker field"
          defaultValue={DEMO_TODAY}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2">The first field was cleared {clearCount} time(s).</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
