import { fireEvent, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

const INVISIBLE = /[\u200e\u200f\u2066-\u2069]/;

describe('the text of a field', () => {
  let inputs: HTMLInputElement[];
  beforeAll(() => {
    const value = dayjs('2024-03-05');
    inputs = [
      ...render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateField format="M/D/YYYY" defaultValue={value} />
          <DateField format="M/D/YYYY" defaultValue={value} shouldRespectLeadingZeros />
          <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
            <div dir="rtl">
              <DateField defaultValue={value} />
            </div>
          </ThemeProvider>
        </LocalizationProvider>,
      ).container.querySelectorAll('input'),
    ];
  });

  claim(
    'in right-to-left layouts, and after one-digit sections when `shouldRespectLeadingZeros` is on; by default, sections are padded',
    () => {
      const [padded, oneDigit, rtl] = inputs.map((input) => input.value);
      // By default one-digit formats are padded, and the text is plain.
      expect(padded).toBe('03/05/2024');
      expect(oneDigit).toMatch(INVISIBLE);
      expect(oneDigit!.replace(new RegExp(INVISIBLE, 'g'), '')).toBe('3/5/2024');
      expect(rtl).toMatch(INVISIBLE);
    },
  );
});

/** Renders inside a Day.js localization provider; returns what the render added to the body (container and portals). */
function renderAdded(element: React.ReactElement, adapterLocale?: string) {
  const before = new Set(document.body.children);
  const view = render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
      {element}
    </LocalizationProvider>,
  );
  return { ...view, added: () => [...document.body.children].filter((child) => !before.has(child)) };
}

describe('variants', () => {
  claim('The field is read-only: clicking it, or pressing Enter or Space on it, opens the dialog.', () => {
    const mobile = renderAdded(<MobileDatePicker />);
    const input = mobile.container.querySelector('input')!;
    expect(input.readOnly).toBe(true);
    fireEvent.click(input);
    expect(mobile.added().some((element) => element.querySelector('[role="dialog"]'))).toBe(true);
    mobile.unmount();
    for (const key of ['Enter', ' ']) {
      const again = renderAdded(<MobileDatePicker />);
      fireEvent.keyDown(again.container.querySelector('input')!, { key });
      expect([key, again.added().some((element) => element.querySelector('[role="dialog"]'))]).toEqual([key, true]);
      again.unmount();
    }
  });

  claim(
    "Its `displayStaticWrapperAs` prop (`'mobile'` by default) switches it to the desktop look, without toolbar and action bar",
    () => {
      const mobileLook = renderAdded(<StaticDatePicker />).container;
      expect(mobileLook.querySelectorAll('.MuiPickersToolbar-root, .MuiPickersLayout-actionBar')).toHaveLength(2);
      const desktopLook = renderAdded(<StaticDatePicker displayStaticWrapperAs="desktop" />).container;
      expect(desktopLook.querySelectorAll('.MuiPickersToolbar-root, .MuiPickersLayout-actionBar')).toHaveLength(0);
      expect(desktopLook.querySelectorAll('.MuiDateCalendar-root')).toHaveLength(1);
    },
  );

  claim('The default field is a single `<input>`.', () => {
    const field = renderAdded(<DateField />).container;
    expect(field.querySelectorAll('input')).toHaveLength(1);
    expect(field.querySelectorAll('.MuiPickersSectionList-root')).toHaveLength(0);
  });
});

describe('values', () => {
  claim(
    'a picker is uncontrolled with `defaultValue` (read only on the first render) or controlled with `value`',
    () => {
      const field = renderAdded(<DateField defaultValue={dayjs('2024-10-17')} />);
      field.rerender(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateField defaultValue={dayjs('2025-01-01')} />
        </LocalizationProvider>,
      );
      expect(field.container.querySelector('input')!.value).toBe('10/17/2024');
    },
  );

  claim('passing a `Date` to a picker under `AdapterDayjs` fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderAdded(<DateCalendar value={new Date(2024, 9, 17) as unknown as Dayjs} />)).toThrow();
    consoleError.mockRestore();
  });

  claim(
    'The adapter is also where the locale lives (the `adapterLocale` prop), which decides the default formats, month and day names and the first day of the week.',
    () => {
      const calendar = renderAdded(<DateCalendar defaultValue={dayjs('2024-10-17')} />, 'fr').container;
      expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('octobre 2024');
      const weekdays = [...calendar.querySelectorAll('.MuiDayCalendar-weekDayLabel')].map((label) => label.textContent);
      expect(weekdays[0]).toBe('L');
      const field = renderAdded(<DateField defaultValue={dayjs('2024-10-17')} />, 'fr').container;
      expect(field.querySelector('input')!.value).toBe('17/10/2024');
    },
  );
});

describe('the reference date and the clock', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-17T09:30'));
  });
  afterAll(() => vi.useRealTimers());

  claim(
    'By default it is today, rounded to the precision of the component (midnight for a date component), and moved inside `minDate`/`maxDate`',
    () => {
      const onChange = vi.fn();
      const calendar = renderAdded(<DateCalendar maxDate={dayjs('2020-05-10')} onChange={onChange} />).container;
      expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('May 2020');
      const today = renderAdded(<DateCalendar onChange={onChange} />).container;
      fireEvent.click([...today.querySelectorAll('button')].find((button) => button.textContent === '20')!);
      expect((onChange.mock.lastCall![0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2024-10-20 00:00');
    },
  );

  claim('it is never shown as a value: the field stays empty until the user picks something', () => {
    const field = renderAdded(<DateField referenceDate={dayjs('2022-04-17')} />).container;
    expect(field.querySelector('input')!.value).toBe('');
  });

  claim(
    'an empty `TimePicker` or `TimeField` puts the picked time on the day of its reference date, today by default',
    () => {
      const onChange = vi.fn();
      const clock = renderAdded(<DigitalClock referenceDate={dayjs('2025-01-02')} onChange={onChange} />).container;
      fireEvent.click(
        [...clock.querySelectorAll('[role="option"]')].find((option) => option.textContent === '09:00 AM')!,
      );
      expect((onChange.mock.lastCall![0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2025-01-02 09:00');
    },
  );

  claim('Validation props like `disablePast` and the default reference date read the current time.', () => {
    const calendar = renderAdded(<DateCalendar disablePast />).container;
    const day = (text: string) =>
      [...calendar.querySelectorAll('button')].find((button) => button.textContent === text)!;
    expect(day('16').disabled).toBe(true);
    expect(day('17').disabled).toBe(false);
    expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('October 2024');
  });
});

describe('families, adapters and values', () => {
  claim('Always visible, inline, without a field.', () => {
    const staticPicker = renderAdded(<StaticDatePicker />).container;
    expect(staticPicker.querySelectorAll('input')).toHaveLength(0);
    expect(staticPicker.querySelectorAll('.MuiDateCalendar-root')).toHaveLength(1);
  });

  claim('All of them share the value props (`value`, `defaultValue`, `onChange`, `referenceDate`, `timezone`)', () => {
    for (const component of [DateField, DateCalendar, MobileDatePicker, StaticDatePicker, DigitalClock]) {
      const props = Object.keys((component as unknown as { propTypes: object }).propTypes);
      expect(
        ['value', 'defaultValue', 'onChange', 'referenceDate', 'timezone'].filter((name) => !props.includes(name)),
      ).toEqual([]);
    }
  });

  claim('every component below reads it from context and returns values of the matching type', () => {
    const onChange = vi.fn();
    const original = new Date(2024, 9, 17, 9, 30);
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DateCalendar defaultValue={original} onChange={onChange} />
      </LocalizationProvider>,
    );
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '20')!);
    const picked = onChange.mock.lastCall![0] as Date;
    expect(picked).toBeInstanceOf(Date);
    expect([picked.getDate(), picked.getHours(), picked.getMinutes()]).toEqual([20, 9, 30]);
  });

  claim('The components never touch your date objects directly.', () => {
    const original = new Date(2024, 9, 17, 9, 30);
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DateCalendar defaultValue={original} />
      </LocalizationProvider>,
    );
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '21')!);
    expect(original.getDate()).toBe(17);
  });

  claim('It has no effect once the component has a valid value', () => {
    const calendar = renderAdded(
      <DateCalendar value={dayjs('2024-10-17')} referenceDate={dayjs('2030-03-01')} />,
    ).container;
    expect(calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent).toBe('October 2024');
  });
});
