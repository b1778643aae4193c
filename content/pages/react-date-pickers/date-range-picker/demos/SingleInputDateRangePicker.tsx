import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DEMO_TODAY } from '@content/demoData';

export default function SingleInputDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ textField: { label: 'Holiday' } }}
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(9, 'day')]}
        />
        {/* Desktop variant: the mobile field is read-only, so it would show no clear button on a touch screen. */}
        <DesktopDateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ textField: { label: 'Reporting period' }, field: { clearable: true } }}
          referenceDate={DEMO_TODAY}
        />
      </Stack>
    </LocalizationProvider>
  );
}
