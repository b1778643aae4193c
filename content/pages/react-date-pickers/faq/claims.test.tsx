import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { describe, expect, vi } from 'vitest';
import { pointerMatchMedia } from '@/claims/pointerMedia';
import { claim, untestable } from '@/claims/claim';

const withAdapter = (element: React.ReactElement, locale?: string) =>
  render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      {element}
    </LocalizationProvider>,
  );

describe('time zones', () => {
  claim('the adapter throws an error telling you which one is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => withAdapter(<DateField timezone="UTC" defaultValue={null} />)).toThrow(/utc/i);
    error.mockRestore();
  });

  claim("a value built from `'2024-10-17'` is midnight local time", () => {
    const value = dayjs('2024-10-17');
    expect([value.hour(), value.minute()]).toEqual([0, 0]);
    expect(value.toDate().getTimezoneOffset()).toBe(new Date(2024, 9, 17).getTimezoneOffset());
  });

  untestable('Almost always a time zone issue.', 'a judgement about the usual cause, not behaviour');
  untestable(
    'When you only care about the calendar day, send a formatted string',
    'advice on what to send to a server',
  );
});

describe('invalid values and validation', () => {
  claim('so `onChange` receives an invalid date object; once every section is empty again, it receives `null`', () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    const { container, unmount } = withAdapter(
      <DateField
        enableAccessibleFieldDOMStructure
        defaultValue={dayjs('2024-10-17')}
        onChange={onChange}
        onError={onError}
      />,
    );
    const month = container.querySelector<HTMLElement>('[role="spinbutton"][aria-label="Year"]')!;
    fireEvent.click(month);
    month.focus();
    fireEvent.keyDown(month, { key: 'Delete' });
    const [partial, context] = onChange.mock.calls[0] as [Dayjs, { validationError: string }];
    expect(partial.isValid()).toBe(false);
    expect(context.validationError).toBe('invalidDate');
    expect(onError.mock.calls.at(-1)![0]).toBe('invalidDate');
    fireEvent.keyDown(document.activeElement!, { key: 'a', keyCode: 65, ctrlKey: true });
    fireEvent.keyDown(document.activeElement!, { key: 'Delete' });
    expect(onChange.mock.calls.at(-1)![0]).toBeNull();
    unmount();
  });

  claim('Treat the value as usable only when `value !== null && value.isValid()`.', () => {
    const invalid = dayjs('not a date');
    expect(invalid).not.toBeNull();
    expect(invalid.isValid()).toBe(false);
  });

  claim('(today itself stays allowed), and with the current time on time values', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-17T12:00'));
    const onError = vi.fn();
    const { unmount } = withAdapter(
      <>
        <DateField disablePast defaultValue={dayjs('2024-10-17T08:00')} onError={onError} />
        <DateField disablePast defaultValue={dayjs('2024-10-16')} onError={onError} />
        <TimeField disablePast defaultValue={dayjs('2024-10-17T11:00')} onError={onError} />
      </>,
    );
    expect(onError.mock.calls.map(([error]) => error)).toEqual(['disablePast', 'disablePast']);
    unmount();
    vi.useRealTimers();
  });

  claim('`maxDate` defaults to 2099-12-31 and `minDate` to 1900-01-01', () => {
    const onError = vi.fn();
    const { unmount } = withAdapter(
      <>
        <DateField defaultValue={dayjs('2100-01-01')} onError={onError} />
        <DateField defaultValue={dayjs('1899-12-31')} onError={onError} />
        <DateField defaultValue={dayjs('2099-12-31')} onError={onError} />
      </>,
    );
    expect(onError.mock.calls.map(([error]) => error)).toEqual(['maxDate', 'minDate']);
    unmount();
  });
});

describe('locale', () => {
  claim('Use a locale whose week starts on Monday and pass it to `LocalizationProvider`', () => {
    const { container, unmount } = withAdapter(<DateCalendar />, 'en-gb');
    expect(container.querySelector('[role="columnheader"]')?.getAttribute('aria-label')).toBe('Monday');
    unmount();
  });

  claim('Note that the locale also changes the default format (`DD/MM/YYYY` for `en-gb`).', () => {
    const { container, unmount } = withAdapter(<DateField />, 'en-gb');
    expect(container.querySelector('input')?.placeholder).toBe('DD/MM/YYYY');
    unmount();
  });

  claim('To keep a locale but change only its week start, update the locale itself', async () => {
    const { default: updateLocale } = await import('dayjs/plugin/updateLocale');
    dayjs.extend(updateLocale);
    dayjs.updateLocale('en-gb', { weekStart: 3 });
    const { container, unmount } = withAdapter(<DateCalendar />, 'en-gb');
    expect(container.querySelector('[role="columnheader"]')?.getAttribute('aria-label')).toBe('Wednesday');
    unmount();
    dayjs.updateLocale('en-gb', { weekStart: 1 });
  });

  claim('pass `frFR.components.MuiLocalizationProvider.defaultProps.localeText` to `LocalizationProvider`', () => {
    const { container, unmount } = render(
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={frFR.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <MobileDatePicker open />
      </LocalizationProvider>,
    );
    const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toContain('Annuler');
    expect(container).toBeTruthy();
    unmount();
  });
});

describe('variants and onChange', () => {
  claim(
    "choose the mobile variant when `desktopModeMediaQuery`, `'@media (pointer: fine)'` by default, does not match",
    () => {
      const original = window.matchMedia;
      window.matchMedia = pointerMatchMedia(false);
      const { container, unmount } = withAdapter(<DatePicker />);
      expect(container.querySelector('input')?.readOnly).toBe(true);
      expect(container.querySelector('button')).toBeNull();
      unmount();
      window.matchMedia = original;
    },
  );

  claim('`onChange` reports every intermediate value: each view clicked in the calendar or clock', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <DateCalendar views={['year', 'day']} openTo="year" defaultValue={dayjs('2024-10-17')} onChange={onChange} />,
    );
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '2026')!);
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '5')!);
    expect(onChange.mock.calls.map(([value, state]) => [value.format('YYYY-MM-DD'), state])).toEqual([
      ['2026-10-17', 'partial'],
      ['2026-10-05', 'finish'],
    ]);
    unmount();
  });
});

untestable('For a picker opened by a button with no field at all, see', 'links to other pages');
