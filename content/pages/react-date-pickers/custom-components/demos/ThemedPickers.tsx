import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function ThemedPickers() {
  const outerTheme = useTheme();
  // Style overrides in the theme apply to every picker below it; the augmentation import types them.
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiPickersDay: {
            styleOverrides: {
              root: { borderRadius: 8 },
              today: { borderColor: outerTheme.palette.secondary.main },
            },
          },
          MuiPickersCalendarHeader: {
            styleOverrides: { label: { textTransform: 'uppercase', letterSpacing: 1 } },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {/* `sx` on a picker styles its field; the popper content is styled with slotProps. */}
          <DatePicker
            label="Styled field and popper"
            defaultValue={DEMO_TODAY}
            sx={{ width: 260 }}
            slotProps={{ desktopPaper: { sx: { borderRadius: 4 } }, layout: { sx: { bgcolor: 'action.hover' } } }}
          />
          <DateCalendar defaultValue={DEMO_TODAY} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
