import * as React from 'react';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';
import { DEMO_TODAY } from '@content/demoData';

// Each entry pairs a translation pack (button labels, toolbar titles, aria labels) with the dayjs locale
// (month names, date format, first day of the week): the two are set separately.
const LOCALES = {
  en: { pack: enUS, adapterLocale: 'en' },
  de: { pack: deDE, adapterLocale: 'de' },
  fr: { pack: frFR, adapterLocale: 'fr' },
  ja: { pack: jaJP, adapterLocale: 'ja' },
} as const;

type LocaleKey = keyof typeof LOCALES;

export default function LocaleTextSwitcher() {
  const [locale, setLocale] = React.useState<LocaleKey>('de');
  const { pack, adapterLocale } = LOCALES[locale];

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Locale"
        value={locale}
        onChange={(_event, next: LocaleKey | null) => next && setLocale(next)}
      >
        {Object.keys(LOCALES).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={adapterLocale}
        localeText={pack.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <DatePicker label="Date" defaultValue={DEMO_TODAY} />
        <StaticDatePicker
          defaultValue={DEMO_TODAY}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
