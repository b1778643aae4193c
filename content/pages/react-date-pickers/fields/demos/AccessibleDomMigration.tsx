import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DEMO_TODAY } from '@content/demoData';

// The same customization written once for each DOM structure.
const FIELD_PROPS = { shouldRespectLeadingZeros: true, format: 'M/D/YYYY' };
const TEXT_FIELD_PROPS = { size: 'small', helperText: 'M/D/YYYY' } as const;

export default function AccessibleDomMigration() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => {
    const dashedOutline = { root: { '& fieldset': { borderStyle: 'dashed' } } };
    // A theme entry for MuiTextField does not reach the PickersTextField: repeat it.
    return createTheme(outerTheme, {
      components: {
        MuiTextField: { styleOverrides: dashedOutline },
        MuiPickersTextField: { styleOverrides: dashedOutline },
      },
    });
  }, [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DesktopDatePicker
            label="<input> structure"
            defaultValue={DEMO_TODAY.date(3)}
            slotProps={{ field: FIELD_PROPS, textField: TEXT_FIELD_PROPS }}
          />
          <DesktopDatePicker
            label="Accessible structure"
            defaultValue={DEMO_TODAY.date(3)}
            enableAccessibleFieldDOMStructure
            slotProps={{ field: FIELD_PROPS, textField: TEXT_FIELD_PROPS }}
          />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
