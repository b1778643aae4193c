import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function LuxonTimezones() {
  // Luxon supports zones natively: no plugin, the zone is part of the DateTime.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'), { zone: 'UTC' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateTimePicker label="Kolkata time" timezone="Asia/Kolkata" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">
          value: <code>{value?.isValid ? value.toISO() : 'null'}</code> ({value?.zoneName})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
