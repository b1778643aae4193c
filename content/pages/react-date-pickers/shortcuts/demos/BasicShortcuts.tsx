import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DEMO_TODAY } from '@content/demoData';

// Relative to DEMO_TODAY so the demo is the same every day; use dayjs() in an application.
const shortcutsItems: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => DEMO_TODAY },
  { label: 'Tomorrow', getValue: () => DEMO_TODAY.add(1, 'day') },
  { label: 'Next Monday', getValue: () => DEMO_TODAY.add(1, 'week').day(1) },
  { label: 'End of month', getValue: () => DEMO_TODAY.endOf('month') },
  { label: 'In 30 days', getValue: () => DEMO_TODAY.add(30, 'day') },
  { label: 'Reset', getValue: () => null },
];

export default function BasicShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={DEMO_TODAY}
        slotProps={{
          shortcuts: { items: shortcutsItems },
          actionBar: { actions: ['accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
