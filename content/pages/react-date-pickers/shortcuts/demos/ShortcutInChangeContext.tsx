import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickerChangeHandlerContext, DateValidationError } from '@mui/x-date-pickers/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DEMO_TODAY } from '@content/demoData';

const shortcutsItems: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'today', label: 'Today', getValue: () => DEMO_TODAY },
  { id: 'next-monday', label: 'Next Monday', getValue: () => DEMO_TODAY.add(1, 'week').day(1) },
  { id: 'end-of-month', label: 'End of month', getValue: () => DEMO_TODAY.endOf('month').startOf('day') },
];

export default function ShortcutInChangeContext() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  const [source, setSource] = React.useState('nothing yet');
  const [changeCount, setChangeCount] = React.useState(0);

  const handleChange = (newValue: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    setValue(newValue);
    setChangeCount((count) => count + 1);
    setSource(context.shortcut ? `the "${context.shortcut.label}" shortcut` : 'the calendar');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          value={value}
          onChange={handleChange}
          slotProps={{ shortcuts: { items: shortcutsItems } }}
        />
        <Typography variant="body2">
          onChange calls: {changeCount}. The last one came from {source}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
