import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

dayjs.extend(utc);

export default function UtcValue() {
  // A UTC value and no `timezone` prop: the picker renders and returns UTC.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc(DEMO_TODAY.format('YYYY-MM-DDTHH:mm')));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker label="Time in UTC" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">
          value: <code>{value?.isValid() ? value.format() : 'null'}</code>
          <br />
          isUTC(): <code>{String(value?.isUTC() ?? false)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
