import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function TwoAdapters() {
  const [dayjsValue, setDayjsValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  // Month index 9 is October in a JavaScript Date.
  const [dateValue, setDateValue] = React.useState<Date | null>(new Date(2024, 9, 17));

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="With AdapterDayjs" value={dayjsValue} onChange={setDayjsValue} />
      </LocalizationProvider>
      <Typography variant="body2">
        Value: a Dayjs object, {dayjsValue?.isValid() ? dayjsValue.format('YYYY-MM-DD') : 'empty'}
      </Typography>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker label="With AdapterDateFns" value={dateValue} onChange={setDateValue} />
      </LocalizationProvider>
      <Typography variant="body2">
        Value: a Date object, {dateValue && !Number.isNaN(dateValue.getTime()) ? dateValue.toDateString() : 'empty'}
      </Typography>
    </Stack>
  );
}
