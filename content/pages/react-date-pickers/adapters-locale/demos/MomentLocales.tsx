import * as React from 'react';
import moment from 'moment';
import 'moment/locale/fr';
import 'moment/locale/es';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// Importing a moment locale file also makes it moment's global locale: set the global one back to English
// so that only the provider's `adapterLocale` decides.
moment.locale('en');

const LOCALES = ['en', 'fr', 'es'];

const DEFAULT_VALUE = moment(DEMO_TODAY.format('YYYY-MM-DDTHH:mm'));

export default function MomentLocales() {
  const [locale, setLocale] = React.useState('fr');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Moment locale"
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
      >
        {LOCALES.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale={locale}>
        <DatePicker label="Date" defaultValue={DEFAULT_VALUE} />
      </LocalizationProvider>
    </Stack>
  );
}
