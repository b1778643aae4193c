import * as React from 'react';
import { de, enUS, fr } from 'date-fns/locale';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// date-fns takes locale objects, not strings.
const LOCALES = { 'en-US': enUS, de, fr };
type LocaleName = keyof typeof LOCALES;

// AdapterDateFns works with native Date objects.
const DEFAULT_VALUE = DEMO_TODAY.toDate();

export default function DateFnsLocales() {
  const [locale, setLocale] = React.useState<LocaleName>('fr');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="date-fns locale"
        value={locale}
        onChange={(_event, next: LocaleName | null) => next && setLocale(next)}
      >
        {Object.keys(LOCALES).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={LOCALES[locale]}>
        <DatePicker label="Date" defaultValue={DEFAULT_VALUE} />
      </LocalizationProvider>
    </Stack>
  );
}
