import * as React from 'react';
import { fireEvent, render, waitFor } from '@testing-library/react';
import * as community from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { frFR } from '@mui/x-date-pickers/locales';
import * as pro from '@mui/x-date-pickers-pro';
import { enGB } from 'date-fns/locale';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import { Controller, useForm } from 'react-hook-form';
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
  claim('When you only care about the calendar day, send a formatted string', () => {
    const original = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // Midnight in Tokyo is still the previous day in UTC: the timestamp changes day, the formatted string does not.
      const value = dayjs('2024-10-17');
      expect(value.toISOString()).toBe('2024-10-16T15:00:00.000Z');
      expect(value.format('YYYY-MM-DD')).toBe('2024-10-17');
    } finally {
      process.env.TZ = original;
    }
  });
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

describe('more answers', () => {
  claim(
    'With Day.js, a value built with `dayjs.utc(...)` is shown in UTC; the `timezone` prop of each component can also force a zone',
    async () => {
      const { default: utc } = await import('dayjs/plugin/utc');
      const { default: timezone } = await import('dayjs/plugin/timezone');
      dayjs.extend(utc);
      dayjs.extend(timezone);
      const original = process.env.TZ;
      process.env.TZ = 'Asia/Tokyo';
      try {
        const value = dayjs.utc('2024-10-17T09:30');
        const { container, unmount } = withAdapter(
          <>
            <DateTimeField defaultValue={value} ampm={false} />
            <DateTimeField defaultValue={value} timezone="America/New_York" ampm={false} />
            <DateTimeField defaultValue={value} timezone="system" ampm={false} />
          </>,
        );
        expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
          '10/17/2024 09:30',
          '10/17/2024 05:30',
          '10/17/2024 18:30',
        ]);
        unmount();
      } finally {
        process.env.TZ = original;
      }
    },
  );

  claim("wrap them in react-hook-form's `Controller` and wire `value`, `onChange` and the error state", async () => {
    type BookingForm = { startDate: Dayjs | null };
    const onSave = vi.fn();
    function BookingDateForm() {
      const { control, handleSubmit } = useForm<BookingForm>({ defaultValues: { startDate: null } });
      return (
        <form onSubmit={handleSubmit(onSave)}>
          <Controller
            name="startDate"
            control={control}
            rules={{ required: 'Pick a start date' }}
            render={({ field, fieldState }) => (
              <DesktopDatePicker
                label="Start date"
                value={field.value}
                inputRef={field.ref}
                onChange={(newValue) => field.onChange(newValue)}
                slotProps={{
                  textField: {
                    onBlur: field.onBlur,
                    name: field.name,
                    error: Boolean(fieldState.error),
                    helperText: fieldState.error?.message,
                  },
                }}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    const { container, unmount } = withAdapter(<BookingDateForm />);
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Save')!);
    await waitFor(() =>
      expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Pick a start date'),
    );
    expect(container.querySelector('.MuiInputBase-root')?.classList).toContain('Mui-error');
    const input = container.querySelector('input')!;
    input.focus();
    fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
    fireEvent.paste(input, { clipboardData: { getData: () => '10/17/2024' } });
    expect(input.value).toBe('10/17/2024');
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Save')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect((onSave.mock.calls[0]?.[0] as BookingForm).startDate?.format('YYYY-MM-DD')).toBe('2024-10-17');
    unmount();
  });

  claim(
    'The text shown in the field is a different thing, set by the `format` prop of the component, in the tokens of the same library.',
    () => {
      const { container, unmount } = render(
        <>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DateField defaultValue={dayjs('2024-10-17')} format="DD MMM YYYY" />
          </LocalizationProvider>
          <LocalizationProvider dateAdapter={AdapterDateFns}>
            <DateField defaultValue={new Date(2024, 9, 17)} format="dd MMM yyyy" />
          </LocalizationProvider>
        </>,
      );
      expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
        '17 Oct 2024',
        '17 Oct 2024',
      ]);
      unmount();
    },
  );

  claim(
    'The picker also reports the `invalidDate` error through `onError` and in the `validationError` of the `onChange` context.',
    () => {
      const onError = vi.fn();
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <DateField defaultValue={dayjs('2024-10-17')} onError={onError} onChange={onChange} />,
      );
      const input = container.querySelector('input')!;
      input.focus();
      input.setSelectionRange(6, 10);
      fireEvent.click(input);
      fireEvent.keyDown(input, { key: 'Delete' });
      expect(onError.mock.calls.map(([error]) => error)).toEqual(['invalidDate']);
      expect(onChange.mock.calls[0]?.[1].validationError).toBe('invalidDate');
      unmount();
    },
  );

  claim('Log the first argument of `onError` to see which one.', () => {
    const onError = vi.fn();
    withAdapter(
      <>
        <TimeField defaultValue={dayjs('2024-10-17T09:32')} minutesStep={5} onError={onError} />
        <DateField defaultValue={dayjs('2024-10-17')} shouldDisableDate={() => true} onError={onError} />
      </>,
    ).unmount();
    expect(onError.mock.calls.map(([error]) => error)).toEqual(['minutesStep', 'shouldDisableDate']);
  });

  claim('With date-fns, pass a locale object such as `enGB` from `date-fns/locale`.', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
        <DateCalendar />
      </LocalizationProvider>,
    );
    expect(container.querySelector('[role="columnheader"]')?.getAttribute('aria-label')).toBe('Monday');
    unmount();
  });

  claim('Control `open` yourself and open it from the text field', () => {
    function OpenOnClickDatePicker() {
      const [open, setOpen] = React.useState(false);
      return (
        <DesktopDatePicker
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slotProps={{ textField: { onClick: () => setOpen(true) } }}
        />
      );
    }
    const { container, unmount } = withAdapter(<OpenOnClickDatePicker />);
    expect(document.querySelector('.MuiPickersPopper-root')).toBeNull();
    fireEvent.click(container.querySelector('input')!);
    expect(document.querySelector('.MuiPickersPopper-root')).not.toBeNull();
    unmount();
  });

  claim('Date formats and month names come from the date library locale instead.', () => {
    const { container, unmount } = withAdapter(<DateCalendar defaultValue={dayjs('2024-10-17')} />, 'fr');
    expect(container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('octobre 2024');
    unmount();
  });

  claim(
    'Yes, with the Pro package: `DateRangePicker`, `DateTimeRangePicker`, `DateRangeCalendar` and the range fields.',
    () => {
      const names = [
        'DateRangePicker',
        'DateTimeRangePicker',
        'DateRangeCalendar',
        'SingleInputDateRangeField',
        'MultiInputDateRangeField',
      ];
      expect(names.filter((name) => !(name in pro))).toEqual([]);
      expect(names.filter((name) => name in community)).toEqual([]);
    },
  );
});
