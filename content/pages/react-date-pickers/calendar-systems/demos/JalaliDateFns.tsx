import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';
import faJalaliIR from 'date-fns-jalali/locale/fa-jalali-IR';
import { DEMO_TODAY } from '@content/demoData';

// date-fns-jalali works with native Date objects: the calendar, not the value, is Jalali.
// The adapter's default `fa-IR` locale names the Gregorian months; `fa-jalali-IR` names the Jalali ones.
const DEFAULT_VALUE = DEMO_TODAY.toDate();

export default function JalaliDateFns() {
  const existingTheme = useTheme();
  // Keep the site's palette, switch the direction and add the Persian translations.
  const theme = React.useMemo(() => createTheme(existingTheme, { direction: 'rtl' }, faIR), [existingTheme]);

  return (
    <ThemeProvider theme={theme}>
      <div dir="rtl">
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={faJalaliIR}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <DatePicker label="تاریخ" defaultValue={DEFAULT_VALUE} />
            <DateCalendar defaultValue={DEFAULT_VALUE} />
          </Stack>
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
