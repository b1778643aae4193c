import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function SlotsApiDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={setValue}
          // v5 `inputFormat` is `format` since v6.
          format="DD/MM/YYYY"
          // v5 props such as `components={{ OpenPickerIcon }}` are slots now.
          slots={{ openPickerIcon: EventNoteIcon }}
          slotProps={{
            // Replaces v5 `renderInput={(params) => <TextField {...params} />}`.
            textField: { helperText: 'DD/MM/YYYY', fullWidth: true },
            // Chooses the buttons (the lab `clearable` and `showTodayButton` props are gone).
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          Value: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
