import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DEMO_TODAY } from '@content/demoData';

export default function SingleInputDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        slots={{ field: SingleInputDateTimeRangeField }}
        slotProps={{ textField: { label: 'Maintenance window', fullWidth: true } }}
        ampm={false}
        defaultValue={[DEMO_TODAY.hour(22).minute(0), DEMO_TODAY.add(1, 'day').hour(2).minute(0)]}
      />
    </LocalizationProvider>
  );
}
