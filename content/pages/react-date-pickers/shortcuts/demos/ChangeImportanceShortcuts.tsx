import * as React from 'react';
import type { Dayjs } from 'dayjs';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerShortcutChangeImportance, PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DEMO_TODAY } from '@content/demoData';

const shortcutsItems: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'today', label: 'Today', getValue: () => DEMO_TODAY },
  { id: 'next-week', label: 'In a week', getValue: () => DEMO_TODAY.add(1, 'week') },
  { id: 'next-month', label: 'In a month', getValue: () => DEMO_TODAY.add(1, 'month') },
];

interface LogEntry {
  id: number;
  text: string;
}

export default function ChangeImportanceShortcuts() {
  const [changeImportance, setChangeImportance] = React.useState<PickerShortcutChangeImportance>('accept');
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const lastId = React.useRef(0);

  const addEntry = (text: string) => {
    lastId.current += 1;
    const entry = { id: lastId.current, text };
    setLog((previous) => [entry, ...previous].slice(0, 6));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Change importance"
          value={changeImportance}
          onChange={(_event, newValue: PickerShortcutChangeImportance | null) =>
            newValue && setChangeImportance(newValue)
          }
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          label="Open me and click a shortcut"
          defaultValue={DEMO_TODAY}
          onChange={(value, context) =>
            addEntry(`onChange: ${value?.format('YYYY-MM-DD') ?? 'null'} (shortcut: ${context.shortcut?.id ?? 'none'})`)
          }
          onAccept={(value) => addEntry(`onAccept: ${value?.format('YYYY-MM-DD') ?? 'null'}`)}
          onClose={() => addEntry('onClose')}
          slotProps={{ shortcuts: { items: shortcutsItems, changeImportance } }}
        />
        <List dense aria-label="Event log" sx={{ minHeight: 48, fontFamily: 'monospace' }}>
          {log.map((entry) => (
            <ListItem key={entry.id}>{entry.text}</ListItem>
          ))}
        </List>
      </Stack>
    </LocalizationProvider>
  );
}
