import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const OPENING = DEMO_TODAY.hour(9).minute(0);
const CLOSING = DEMO_TODAY.hour(17).minute(30);

// No appointment during the lunch break, 12:00 to 12:59.
const isLunchBreak = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

export default function TimePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Opening hours only"
          referenceDate={OPENING}
          minTime={OPENING}
          maxTime={CLOSING}
          shouldDisableTime={isLunchBreak}
          skipDisabled
        />
        <TimePicker label="Quarter hours" referenceDate={OPENING} minutesStep={15} />
      </Stack>
    </LocalizationProvider>
  );
}
