import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DEMO_TODAY } from '@content/demoData';

const shortcutsItems: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Yesterday', getValue: () => DEMO_TODAY.subtract(1, 'day') },
  { label: 'Today', getValue: () => DEMO_TODAY },
  { label: 'Tomorrow', getValue: () => DEMO_TODAY.add(1, 'day') },
];

export default function LandscapeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={DEMO_TODAY}
        slotProps={{
          shortcuts: {
            items: shortcutsItems,
            // The list is a Material UI List: lay the chips out in a row.
            sx: { display: 'flex', flexDirection: 'row', maxWidth: 'none', px: 2 },
          },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
