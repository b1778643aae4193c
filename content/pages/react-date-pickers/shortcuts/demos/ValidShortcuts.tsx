import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DEMO_TODAY } from '@content/demoData';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

/** Walks forward from a date until the picker accepts it, for at most a year. */
function firstValidFrom(start: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let candidate = start;
  for (let step = 0; step < 366; step += 1) {
    if (isValid(candidate)) {
      return candidate;
    }
    candidate = candidate.add(1, 'day');
  }
  return null;
}

const shortcutsItems: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Next working day', getValue: ({ isValid }) => firstValidFrom(DEMO_TODAY.add(1, 'day'), isValid) },
  // Saturday is always a weekend day: this shortcut is rendered disabled.
  { label: 'Saturday', getValue: () => DEMO_TODAY.day(6) },
  {
    label: 'First working day of next month',
    getValue: ({ isValid }) => firstValidFrom(DEMO_TODAY.add(1, 'month').startOf('month'), isValid),
  },
];

export default function ValidShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={DEMO_TODAY}
        shouldDisableDate={isWeekend}
        slotProps={{
          shortcuts: { items: shortcutsItems },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
