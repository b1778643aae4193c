import * as React from 'react';
import { DateTime } from 'luxon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

// Luxon's fixed-offset zones: no daylight saving time, the offset never moves.
const OFFSETS = ['UTC-5', 'UTC+5:30', 'UTC+7', 'UTC+12'];

export default function LuxonFixedOffset() {
  const [offset, setOffset] = React.useState('UTC+7');
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'), { zone: 'UTC' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
        <TextField
          select
          size="small"
          label="Offset"
          value={offset}
          onChange={(event) => setOffset(event.target.value)}
        >
          {OFFSETS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label={`Time at ${offset}`} timezone={offset} value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">
          value: <code>{value?.isValid ? value.toISO() : 'null'}</code> ({value?.zoneName})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
