import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render } from '@testing-library/react';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import * as locales from '@mui/x-date-pickers/locales';
import faJalaliIR from 'date-fns-jalali/locale/fa-jalali-IR';
import moment from 'moment';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import HijriMoment from './demos/HijriMoment';
import JalaliDateFns from './demos/JalaliDateFns';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};

const inputs = (view: Element) => [...view.querySelectorAll('input')].map((input) => input.value);

describe('date-fns-jalali', () => {
  const onChange = vi.fn();
  let view: Element;
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
        <DateCalendar defaultValue={new Date(2024, 9, 17)} onChange={onChange} />
        <DateField defaultValue={new Date(2024, 9, 17)} />
      </LocalizationProvider>,
    ).container;
  });

  claim('a value is still a `Date` you can store or send as usual', () => {
    fireEvent.click([...view.querySelectorAll('button[role="gridcell"]')].find((day) => day.textContent === '28')!);
    const [value] = at(onChange.mock.calls, 0);
    expect(value).toBeInstanceOf(Date);
    expect(value.getFullYear()).toBe(2024);
  });

  claim('its month names are the Gregorian ones written in Persian', () => {
    // 17 October 2024 is 26 Mehr 1403, but the header names the seventh Gregorian month (July).
    expect(view.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('جولای 1403');
    expect(inputs(view)[0]).toBe('1403/07/26');
  });

  claim('pass the `fa-jalali-IR` locale of `date-fns-jalali` as `adapterLocale`', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={faJalaliIR}>
        <DateCalendar defaultValue={new Date(2024, 9, 17)} />
      </LocalizationProvider>,
    );
    expect(container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('مهر 1403');
    unmount();
    const demo = render(<JalaliDateFns />);
    expect(demo.container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('مهر 1403');
    demo.unmount();
  });
});

describe('moment-jalaali and moment-hijri', () => {
  claim("the adapter always formats with the `fa` locale, so you don't pass `adapterLocale`", () => {
    const adapter = new AdapterMomentJalaali();
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
        <DateField defaultValue={adapter.date('2024-10-17T09:30')} />
      </LocalizationProvider>,
    );
    expect(inputs(container)).toEqual(['۱۴۰۳/۰۷/۲۶']);
    unmount();
  });

  claim('whose `date()` method returns an object of the right library', () => {
    const value = new AdapterMomentJalaali().date('2024-10-17T09:30')!;
    expect(moment.isMoment(value)).toBe(true);
    expect((value as unknown as { jYear: () => number }).jYear()).toBe(1403);
    const hijri = new AdapterMomentHijri().date('2024-10-17T09:30')!;
    expect((hijri as unknown as { iYear: () => number }).iYear()).toBe(1446);
  });

  claim('formats with the `ar-SA` locale (Arabic digits and month names)', () => {
    const adapter = new AdapterMomentHijri();
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterMomentHijri}>
        <DateCalendar
          defaultValue={adapter.date('2024-10-17T09:30')}
          minDate={adapter.date('1937-03-14')}
          maxDate={adapter.date('2076-11-26')}
        />
      </LocalizationProvider>,
    );
    expect(container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('ربيع الثاني ١٤٤٦');
    unmount();
  });

  claim('`moment-hijri` only covers the years 1356 to 1499 AH (14 March 1937 to 26 November 2076).', () => {
    const adapter = new AdapterMomentHijri();
    const year = (iso: string) => (adapter.date(iso) as unknown as { iYear: () => number }).iYear();
    expect([year('1937-03-14'), year('2076-11-26')]).toEqual([1356, 1499]);
    // Outside the range, moment-hijri computes no day or year.
    expect(adapter.date('1937-03-13')!.format('iDD')).toContain('NaN');
    expect(year('2099-12-31')).toBeNaN();
  });

  claim('Always set `minDate` and `maxDate` inside that range, as the demo does.', () => {
    const demo = render(<HijriMoment />);
    fireEvent.click(demo.container.querySelector('button[aria-label^="Choose date"]')!);
    const dialog = document.querySelector('[role="dialog"]')!;
    fireEvent.click(dialog.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    const years = [...dialog.querySelectorAll('.MuiPickersYear-yearButton')];
    expect([years.length, at(years, 0).textContent, years.at(-1)?.textContent]).toEqual([144, '١٣٥٦', '١٤٩٩']);
    demo.unmount();
  });

  claim('the adapter throws when the year view is built with them', () => {
    const adapter = new AdapterMomentHijri();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <LocalizationProvider dateAdapter={AdapterMomentHijri}>
          <DateCalendar views={['year']} defaultValue={adapter.date('2024-10-17T09:30')} />
        </LocalizationProvider>,
      ),
    ).toThrow();
    error.mockRestore();
  });
});

claim('The adapters only change the calendar; the direction is yours to set', () => {
  const day = (view: Element, text: string) =>
    [...view.querySelectorAll('button[role="gridcell"]')].find((button) => button.textContent === text) as HTMLElement;
  const calendar = (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={faJalaliIR}>
      <DateCalendar defaultValue={new Date(2024, 9, 17)} />
    </LocalizationProvider>
  );
  const ltr = render(calendar);
  day(ltr.container, '26').focus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(document.activeElement?.textContent).toBe('27');
  ltr.unmount();
  const rtl = render(<ThemeProvider theme={createTheme({ direction: 'rtl' })}>{calendar}</ThemeProvider>);
  day(rtl.container, '26').focus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(document.activeElement?.textContent).toBe('25');
  rtl.unmount();
});

claim('7.21.0 has no Arabic pack', () => {
  const names = Object.keys(locales);
  expect(names.filter((name) => name.startsWith('ar'))).toEqual([]);
  expect(names).toEqual(expect.arrayContaining(['faIR', 'urPK', 'heIL']));
});

claim('like the date-fns adapters, they ignore the `timezone` prop', () => {
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
      <DateTimeField defaultValue={new Date(2024, 9, 17, 9, 30)} timezone="Asia/Tokyo" ampm={false} />
    </LocalizationProvider>,
  );
  expect(inputs(container)[0]).toMatch(/ 09:30$/);
  unmount();
});
