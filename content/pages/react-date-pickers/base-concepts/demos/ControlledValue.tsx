import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledValue() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          referenceDate={DEMO_TODAY}
        />
        <Typography variant="body2">State: {value === null ? 'null' : value.format('YYYY-MM-DD')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => setValue(null)}>
            Clear
          </Button>
          <Button size="small" variant="outlined" onClick={() => setValue(DEMO_TODAY.add(1, 'week'))}>
            Next week
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
