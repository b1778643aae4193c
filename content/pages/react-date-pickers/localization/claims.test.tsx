import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { frFR } from '@mui/x-date-pickers/locales';
import { expect } from 'vitest';
import { claim } from '@/claims/claim';

const actionLabels = (root: Element) =>
  [...root.querySelectorAll('.MuiPickersLayout-actionBar button')].map((button) => button.textContent);

claim('which every `LocalizationProvider` below the theme reads', () => {
  const { container, unmount } = render(
    <ThemeProvider theme={createTheme({}, frFR)}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker />
      </LocalizationProvider>
    </ThemeProvider>,
  );
  expect(actionLabels(container)).toEqual(['Annuler', 'OK']);
  unmount();
});

claim("has its own `localeText` prop, merged over the provider's", () => {
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ cancelButtonLabel: 'Provider cancel' }}>
      <StaticDatePicker localeText={{ okButtonLabel: 'Picker ok' }} />
    </LocalizationProvider>,
  );
  expect(actionLabels(container)).toEqual(['Provider cancel', 'Picker ok']);
  unmount();
});

claim('It also accepts `toolbarTitle`, which replaces the picker-specific title key', () => {
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div id="titled">
        <StaticDatePicker localeText={{ toolbarTitle: 'Departure' }} />
      </div>
      <div id="plain">
        <StaticDatePicker />
      </div>
    </LocalizationProvider>,
  );
  const title = (id: string) =>
    container.querySelector(`#${id} .MuiPickersToolbar-root .MuiTypography-overline`)?.textContent;
  expect([title('titled'), title('plain')]).toEqual(['Departure', 'Select date']);
  unmount();
});
