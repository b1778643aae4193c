import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DEMO_TODAY } from '@content/demoData';

interface LogEntry {
  id: number;
  text: string;
}

const formatValue = (value: Dayjs | null) => {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
};

export default function DateTimeLifecycleLog() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const lastId = React.useRef(0);

  const addEntry = (text: string) => {
    lastId.current += 1;
    const entry = { id: lastId.current, text };
    setLog((previous) => [entry, ...previous].slice(0, 10));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DesktopDateTimePicker
          label="Controlled date time picker"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            addEntry(`onChange: ${formatValue(newValue)} (error: ${context.validationError ?? 'null'})`);
          }}
          onAccept={(newValue) => addEntry(`onAccept: ${formatValue(newValue)}`)}
          onClose={() => addEntry('onClose')}
        />
        <Button variant="outlined" size="small" onClick={() => setValue(DEMO_TODAY)}>
          Reset from outside (no callback fires)
        </Button>
        <Paper variant="outlined">
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ px: 2, pt: 1 }}>
            <Typography variant="subtitle2">Events, newest first</Typography>
            <Button size="small" onClick={() => setLog([])}>
              Clear log
            </Button>
          </Stack>
          <List dense aria-label="Event log" sx={{ minHeight: 48 }}>
            {log.map((entry) => (
              <ListItem key={entry.id} sx={{ fontFamily: 'monospace' }}>
                {entry.text}
              </ListItem>
            ))}
          </List>
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
