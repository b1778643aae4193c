import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  const [accepted, setAccepted] = React.useState<Dayjs | null>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onAccept={(newValue) => setAccepted(newValue)}
        />
        <Typography variant="body2">
          onChange: {value?.isValid() ? value.format('ddd D MMM YYYY') : String(value)}
        </Typography>
        <Typography variant="body2">
          onAccept: {accepted?.isValid() ? accepted.format('ddd D MMM YYYY') : String(accepted)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
