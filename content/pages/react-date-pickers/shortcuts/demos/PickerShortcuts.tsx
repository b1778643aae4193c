import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DEMO_TODAY } from '@content/demoData';

const dateShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => DEMO_TODAY },
  { label: 'In a week', getValue: () => DEMO_TODAY.add(1, 'week') },
  { label: 'In a month', getValue: () => DEMO_TODAY.add(1, 'month') },
];

const dateTimeShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow 9:00', getValue: () => DEMO_TODAY.add(1, 'day').hour(9).minute(0) },
  { label: 'Tomorrow 14:00', getValue: () => DEMO_TODAY.add(1, 'day').hour(14).minute(0) },
  { label: 'Friday 17:00', getValue: () => DEMO_TODAY.day(5).hour(17).minute(0) },
];

export default function PickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Due date" referenceDate={DEMO_TODAY} slotProps={{ shortcuts: { items: dateShortcuts } }} />
        <DateTimePicker
          label="Call back"
          referenceDate={DEMO_TODAY}
          slotProps={{ shortcuts: { items: dateTimeShortcuts } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
