import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

const shortcutsItems: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [DEMO_TODAY.startOf('week'), DEMO_TODAY.endOf('week')] },
  {
    label: 'Last week',
    getValue: () => {
      const previousWeek = DEMO_TODAY.subtract(7, 'day');
      return [previousWeek.startOf('week'), previousWeek.endOf('week')];
    },
  },
  { label: 'Last 7 days', getValue: () => [DEMO_TODAY.subtract(7, 'day'), DEMO_TODAY] },
  { label: 'Current month', getValue: () => [DEMO_TODAY.startOf('month'), DEMO_TODAY.endOf('month')] },
  {
    label: 'Next month',
    getValue: () => {
      const nextMonth = DEMO_TODAY.add(1, 'month');
      return [nextMonth.startOf('month'), nextMonth.endOf('month')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        defaultValue={[DEMO_TODAY.startOf('week'), DEMO_TODAY.endOf('week')]}
        slotProps={{
          shortcuts: { items: shortcutsItems },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
