import * as React from 'react';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/zh-cn';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DEMO_TODAY } from '@content/demoData';

const LOCALES = ['en', 'en-gb', 'de', 'zh-cn'];

export default function DayjsLocales() {
  const [locale, setLocale] = React.useState('en-gb');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="dayjs locale"
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
      >
        {LOCALES.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <DateField label="Date" defaultValue={DEMO_TODAY} />
        <DateCalendar defaultValue={DEMO_TODAY} />
      </LocalizationProvider>
    </Stack>
  );
}
