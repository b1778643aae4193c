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
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

interface LogEntry {
  id: number;
  text: string;
}

const formatBound = (date: Dayjs | null) => {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
};

export default function RangeFieldLifecycle() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const lastId = React.useRef(0);

  const handleChange = (value: DateRange<Dayjs>) => {
    lastId.current += 1;
    const entry = { id: lastId.current, text: `onChange: [${formatBound(value[0])}, ${formatBound(value[1])}]` };
    setLog((previous) => [entry, ...previous].slice(0, 10));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <MultiInputDateRangeField referenceDate={DEMO_TODAY} onChange={handleChange} />
        <Paper variant="outlined">
          <Stack direction="row" sx={{ px: 2, pt: 1, justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="subtitle2">Events, newest first</Typography>
            <Button size="small" onClick={() => setLog([])}>
              Clear log
            </Button>
          </Stack>
          <List dense aria-label="Range field event log" sx={{ minHeight: 48 }}>
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
