import { fireEvent, render } from '@testing-library/react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { frFR } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import moment from 'moment';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;
const take = <T, N extends number>(list: ArrayLike<T>, count: N): Tuple<T, N> => {
  if (list.length < count) throw new Error(`expected at least ${count} items, got ${list.length}`);
  return Array.from(list).slice(0, count) as Tuple<T, N>;
};

const VALUE = dayjs('2024-10-17T15:45');
const inputs = (view: Element) => [...view.querySelectorAll('input')].map((input) => input.value);
const placeholders = (view: Element) => [...view.querySelectorAll('input')].map((input) => input.placeholder);
const weekdays = (view: Element) =>
  [...view.querySelectorAll('[role="columnheader"]')].map((header) => header.getAttribute('aria-label'));

describe('adapter locales', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <>
        <div id="global">
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DateField defaultValue={VALUE} />
            <DateCalendar defaultValue={VALUE} />
          </LocalizationProvider>
        </div>
        <div id="de">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
            <DateField defaultValue={VALUE} />
            <DateCalendar defaultValue={VALUE} />
          </LocalizationProvider>
        </div>
        <div id="date-fns">
          <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
            <DateField defaultValue={VALUE.toDate()} />
            <DatePicker defaultValue={VALUE.toDate()} format="yyyy-MM-dd" />
          </LocalizationProvider>
        </div>
        <div id="week-start">
          <LocalizationProvider
            dateAdapter={AdapterDateFns}
            adapterLocale={{ ...fr, options: { ...fr.options, weekStartsOn: 3 } }}
          >
            <DateCalendar defaultValue={VALUE.toDate()} />
          </LocalizationProvider>
        </div>
      </>,
    ).container;
  });

  claim('Without `adapterLocale`, dayjs uses its global locale (English unless you changed it', () => {
    expect(inputs(view.querySelector('#global')!)).toEqual(['10/17/2024']);
    expect(weekdays(view.querySelector('#global')!)[0]).toBe('Sunday');
  });

  claim(
    "The locale changes the field format (`L`, the locale's short date), the calendar header, the weekday initials and the first day of the week",
    () => {
      const german = view.querySelector('#de')!;
      expect(inputs(german)).toEqual(['17.10.2024']);
      expect(german.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('Oktober 2024');
      expect(weekdays(german)[0]).toBe('Montag');
      expect(german.querySelector('.MuiDayCalendar-weekDayLabel')?.textContent).toBe('M');
    },
  );

  claim("the first day of the week and the 12- or 24-hour clock all come from your date library's locale", () => {
    const german = view.querySelector('#de')!;
    expect(inputs(german)).toEqual(['17.10.2024']);
    expect(weekdays(german)[0]).toBe('Montag');
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <TimeField defaultValue={VALUE} />
      </LocalizationProvider>,
    );
    expect(inputs(container)).toEqual(['15:45']);
    unmount();
  });

  claim('date-fns locales are objects: import them from `date-fns/locale` and pass the object itself', () => {
    expect(inputs(view.querySelector('#date-fns')!)[0]).toBe('17/10/2024');
  });

  claim('Every picker and field accepts `format`, a format string in the syntax of your date library', () => {
    expect(inputs(view.querySelector('#date-fns')!)[1]).toBe('2024-10-17');
  });

  claim('spread the locale object and set `options.weekStartsOn`', () => {
    expect(weekdays(view.querySelector('#week-start')!)[0]).toBe('mercredi');
  });
});

describe('moment', () => {
  claim("Importing a moment locale file also switches moment's *global* locale to it", async () => {
    expect(moment.locale()).toBe('en');
    await import('moment/locale/fr');
    expect(moment.locale()).toBe('fr');
    moment.locale('en');
  });
});

describe('default formats', () => {
  let view: Element;
  // Each named format written differently, to see which ones a component reads.
  const dateFormats = {
    keyboardDate: 'DD~MM~YYYY',
    hours12h: 'hh',
    hours24h: 'HH',
    minutes: 'mm',
    meridiem: 'A',
    fullTime12h: 'hh_mm A',
    fullTime24h: 'HH_mm',
    keyboardDateTime12h: 'YYYY+MM+DD hh_mm A',
    keyboardDateTime24h: 'YYYY+MM+DD HH_mm',
    month: 'MMM',
  };
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={dateFormats}>
        <DatePicker defaultValue={VALUE} />
        <TimePicker defaultValue={VALUE} />
        <TimePicker ampm={false} defaultValue={VALUE} />
        <DateTimePicker defaultValue={VALUE} />
        <DatePicker views={['month', 'year']} defaultValue={VALUE} />
        <DateField defaultValue={VALUE} />
        <TimeField defaultValue={VALUE} />
        <TimeField ampm={false} defaultValue={VALUE} />
        <DateTimeField defaultValue={VALUE} />
        <DateTimeField ampm={false} defaultValue={VALUE} />
      </LocalizationProvider>,
    ).container;
  });

  claim(
    "the components build a format from their `views` and the adapter's named formats: `keyboardDate` for day, month and year",
    () => {
      expect(inputs(view).slice(0, 5)).toEqual(['17~10~2024', '03:45 PM', '15:45', '17~10~2024 03:45 PM', 'Oct 2024']);
    },
  );

  claim('The standalone fields have no views: `DateField` uses `keyboardDate`', () => {
    expect(inputs(view).slice(5)).toEqual([
      '17~10~2024',
      '03_45 PM',
      '15_45',
      '2024+10+17 03_45 PM',
      '2024+10+17 15_45',
    ]);
  });

  claim('the standalone time and date time fields read `fullTime12h`', () => {
    expect(inputs(view)[6]).toBe('03_45 PM');
  });
});

describe('custom formats, density and leading zeros', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField defaultValue={VALUE} format="DD/MM/YYYY" />
        <DateField defaultValue={VALUE} format="DD/MM/YYYY HH:mm" formatDensity="spacious" />
        <DateField defaultValue={dayjs('2024-03-05')} format="D/M/YYYY" />
        <DateField defaultValue={dayjs('2024-03-05')} format="D/M/YYYY" shouldRespectLeadingZeros />
        <DateField enableAccessibleFieldDOMStructure format="MMMM YYYY" />
      </LocalizationProvider>,
    ).container;
  });

  claim('`"dense"` (default) writes `17/10/2024`, `"spacious"` writes `17 / 10 / 2024`', () => {
    expect(inputs(view)[0]).toBe('17/10/2024');
    expect(at(inputs(view), 1).replace(/[\u2066-\u2069]/g, '')).toBe('17 / 10 / 2024 15:45');
  });

  claim('Only the `/`, `-` and `.` separators get spaces.', () => {
    expect(at(inputs(view), 1).replace(/[\u2066-\u2069]/g, '')).toMatch(/ 15:45$/);
  });

  claim(
    'By default the field pads every numeric section with zeros (`05/03/2024`) even when the format asks for `D/M/YYYY`',
    () => {
      expect(inputs(view)[2]).toBe('05/03/2024');
    },
  );

  claim('Set `shouldRespectLeadingZeros` to display the format exactly', () => {
    const text = at(inputs(view), 3);
    expect(text.replace(/[\u2066-\u2069\u200e]/g, '')).toBe('5/3/2024');
    expect(text).not.toBe('5/3/2024');
  });

  claim('Typing into a month written in letters selects the first matching month.', () => {
    const month = view.querySelector('[role="spinbutton"][aria-label="Month"]') as HTMLElement;
    fireEvent.click(month);
    month.focus();
    month.textContent = 'j';
    fireEvent.input(month);
    expect(month.textContent).toBe('January');
  });
});

describe('12-hour or 24-hour clock', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
          <TimePicker defaultValue={VALUE} />
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <TimePicker defaultValue={VALUE} />
          <TimePicker ampm defaultValue={VALUE} />
        </LocalizationProvider>
        <div id="static">
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <StaticTimePicker defaultValue={VALUE} />
            <StaticTimePicker ampmInClock defaultValue={VALUE} />
          </LocalizationProvider>
        </div>
      </>,
    ).container;
  });

  claim('the default of `ampm` is computed by the adapter from `adapterLocale`', () => {
    expect(inputs(view).slice(0, 3)).toEqual(['03:45 PM', '15:45', '03:45 PM']);
  });

  claim(
    'Set `ampm` explicitly to force one or the other; it changes the default field format, the clock face and the toolbar.',
    () => {
      expect(inputs(view)[2]).toBe('03:45 PM');
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <StaticTimePicker ampm={false} defaultValue={VALUE} />
        </LocalizationProvider>,
      );
      expect(container.querySelector('.MuiTimePickerToolbar-ampmSelection')).toBeNull();
      expect(container.querySelector('[role="option"][aria-label="15 hours"]')).not.toBeNull();
      unmount();
    },
  );

  claim('`ampmInClock` moves the AM/PM buttons from the toolbar into the clock view', () => {
    const [plain, inClock] = take(view.querySelectorAll('#static .MuiPickersLayout-root'), 2);
    expect(plain.querySelector('.MuiTimePickerToolbar-ampmSelection')).not.toBeNull();
    expect(plain.querySelector('.MuiClock-meridiemButton, [class*="MuiClock-am"]')).toBeNull();
    expect(inClock.querySelector('.MuiTimePickerToolbar-ampmSelection')).toBeNull();
    expect(inClock.querySelector('[class*="MuiClock-am"]')).not.toBeNull();
  });
});

describe('named formats and weekday names', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <>
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          dateFormats={{ month: 'MMM', year: '[y]YYYY', normalDateWithWeekday: 'dddd D', normalDate: '[n]D' }}
        >
          <div id="en">
            <StaticDatePicker defaultValue={VALUE} />
          </div>
        </LocalizationProvider>
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale="de"
          dateFormats={{ normalDateWithWeekday: 'dddd D', normalDate: '[n]D' }}
        >
          <div id="de">
            <StaticDatePicker defaultValue={VALUE} />
          </div>
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <div id="slots">
            <StaticDatePicker
              defaultValue={VALUE}
              slotProps={{ calendarHeader: { format: 'MM/YYYY' }, toolbar: { toolbarFormat: 'DD MMM' } }}
            />
          </div>
          <div id="formatter">
            <DateCalendar defaultValue={VALUE} dayOfWeekFormatter={(day) => day.format('dd')} />
          </div>
        </LocalizationProvider>
      </>,
    ).container;
  });

  claim('`month` and `year`: the calendar header, which writes them one after the other', () => {
    expect(view.querySelector('#en .MuiPickersCalendarHeader-label')?.textContent).toBe('Oct y2024');
  });

  claim(
    '`normalDateWithWeekday` and `normalDate`: the date picker toolbar (the first for English locales, the second for others)',
    () => {
      expect(view.querySelector('#en .MuiDatePickerToolbar-title')?.textContent).toBe('Thursday 17');
      expect(view.querySelector('#de .MuiDatePickerToolbar-title')?.textContent).toBe('n17');
    },
  );

  claim('The calendar header and the toolbars also have their own props', () => {
    expect(view.querySelector('#slots .MuiPickersCalendarHeader-label')?.textContent).toBe('10/2024');
    expect(view.querySelector('#slots .MuiDatePickerToolbar-title')?.textContent).toBe('17 Oct');
  });

  claim('The calendar writes the first letter of each weekday by default.', () => {
    const labels = [...view.querySelectorAll('#en .MuiDayCalendar-weekDayLabel')].map((label) => label.textContent);
    expect(labels).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  });

  claim('`dayOfWeekFormatter` receives the date of that weekday and returns the text to show', () => {
    const labels = [...view.querySelectorAll('#formatter .MuiDayCalendar-weekDayLabel')].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });
});

describe('placeholders', () => {
  claim("the month and weekday ones receive the section's `contentType`", () => {
    const calls: object[] = [];
    const { container, unmount } = render(
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{
          fieldMonthPlaceholder: (params) => {
            calls.push(params);
            return params.contentType === 'letter' ? 'MMMM' : 'MM';
          },
          fieldYearPlaceholder: (params) => 'A'.repeat(params.digitAmount),
        }}
      >
        <DateField format="MMMM YY" />
        <DateField format="MM YYYY" />
      </LocalizationProvider>,
    );
    expect(placeholders(container)).toEqual(['MMMM AA', 'MM AAAA']);
    expect(calls).toContainEqual(expect.objectContaining({ contentType: 'letter' }));
    unmount();
  });

  claim('the French pack writes `JJ/MM/AAAA`', () => {
    const { container, unmount } = render(
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={frFR.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <DateField format="DD/MM/YYYY" />
      </LocalizationProvider>,
    );
    expect(placeholders(container)).toEqual(['JJ/MM/AAAA']);
    unmount();
  });
});
