import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// Luxon reads its locale data from the browser's Intl API: a BCP 47 string is all it needs.
const LOCALES = ['en-US', 'de', 'ja', 'ko'];

const DEFAULT_VALUE = DateTime.fromISO(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'));

export default function LuxonLocales() {
  const [locale, setLocale] = React.useState('de');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Luxon locale"
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
      >
        {LOCALES.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale}>
        <DatePicker label="Date" defaultValue={DEFAULT_VALUE} />
      </LocalizationProvider>
    </Stack>
  );
}
