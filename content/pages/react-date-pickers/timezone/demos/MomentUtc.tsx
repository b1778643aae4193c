import * as React from 'react';
import moment, { Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function MomentUtc() {
  // moment.utc() needs no plugin: the picker renders the value in UTC and returns it in UTC.
  const [value, setValue] = React.useState<Moment | null>(moment.utc(DEMO_TODAY.format('YYYY-MM-DDTHH:mm')));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker label="Time in UTC" value={value} onChange={setValue} ampm={false} />
        <DateTimePicker
          label="Same value, your timezone"
          value={value}
          onChange={setValue}
          timezone="system"
          ampm={false}
        />
        <Typography variant="body2">
          value: <code>{value?.isValid() ? value.format() : 'null'}</code>
          <br />
          isUTC(): <code>{String(value?.isUTC() ?? false)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
