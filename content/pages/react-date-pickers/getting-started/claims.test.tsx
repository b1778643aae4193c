import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import * as community from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFns as AdapterDateFnsV3 } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import * as pro from '@mui/x-date-pickers-pro';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import moment from 'moment';
import { describe, expect, vi } from 'vitest';
import communityPackage from '@mui/x-date-pickers/package.json';
import proPackage from '@mui/x-date-pickers-pro/package.json';
import { claim } from '@/claims/claim';
import { renderError } from '@/claims/renderError';
import FirstDatePicker from './demos/FirstDatePicker';

const VALUE = dayjs('2024-10-17');
const inputs = (root: Element) => [...root.querySelectorAll('input')].map((input) => input.value);

claim('Every picker component reads the adapter from a React context.', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<DateField />)).toThrow(/LocalizationProvider/);
  error.mockRestore();
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div>
        <DateField defaultValue={VALUE} />
      </div>
    </LocalizationProvider>,
  );
  expect(inputs(container)).toEqual(['10/17/2024']);
  unmount();
});

claim(
  'The components never parse or format dates themselves: they delegate to a date library through an adapter.',
  () => {
    const { container, unmount } = render(
      <>
        <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ keyboardDate: 'YYYY|MM|DD' }}>
          <DateField defaultValue={VALUE} />
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterDateFns} dateFormats={{ keyboardDate: 'yyyy|MM|dd' }}>
          <DateField defaultValue={VALUE.toDate()} />
        </LocalizationProvider>
      </>,
    );
    expect(inputs(container)).toEqual(['2024|10|17', '2024|10|17']);
    unmount();
  },
);

claim('Only the Moment adapters read it: `AdapterDayjs`, `AdapterDateFns` and `AdapterLuxon` ignore it.', () => {
  // Instances whose "now" is tomorrow: the calendar's today mark follows the instance only with moment.
  const tomorrow = String(dayjs().add(1, 'day').date());
  const today = String(dayjs().date());
  const dayjsInstance = Object.assign(
    (...args: Parameters<typeof dayjs>) => (args[0] === undefined ? dayjs().add(1, 'day') : dayjs(...args)),
    dayjs,
  );
  const momentInstance = Object.assign(
    (...args: Parameters<typeof moment>) => (args[0] === undefined ? moment().add(1, 'day') : moment(...args)),
    moment,
  );
  const { container, unmount } = render(
    <>
      <LocalizationProvider dateAdapter={AdapterDayjs} dateLibInstance={dayjsInstance as typeof dayjs}>
        <DateCalendar />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={momentInstance as typeof moment}>
        <DateCalendar />
      </LocalizationProvider>
      {/* An instance that would break any adapter using it. */}
      <LocalizationProvider dateAdapter={AdapterDateFns} dateLibInstance={{}}>
        <DateCalendar />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon} dateLibInstance={{}}>
        <DateCalendar />
      </LocalizationProvider>
    </>,
  );
  const marks = [...container.querySelectorAll('[aria-current="date"]')].map((day) => day.textContent);
  expect(marks).toEqual([today, tomorrow, today, today]);
  unmount();
});

describe('nested providers', () => {
  claim("An inner `LocalizationProvider` always merges its `localeText` over the outer one's.", () => {
    const { unmount } = render(
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{ cancelButtonLabel: 'Outer cancel', okButtonLabel: 'Outer ok' }}
      >
        <LocalizationProvider localeText={{ okButtonLabel: 'Inner ok' }}>
          <MobileDatePicker open />
        </LocalizationProvider>
      </LocalizationProvider>,
    );
    const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
    const labels = [...dialog.querySelectorAll('.MuiPickersLayout-actionBar button')].map(
      (button) => button.textContent,
    );
    expect(labels).toEqual(['Outer cancel', 'Inner ok']);
    unmount();
  });

  claim(
    'Without `dateAdapter` it reuses the outer adapter as is (its own `adapterLocale` is then ignored); with `dateAdapter` it builds a new adapter from its own `adapterLocale`, `dateFormats` and `dateLibInstance`, so repeat the locale there.',
    () => {
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <div id="reused">
            <LocalizationProvider adapterLocale="fr">
              <DateField defaultValue={VALUE} />
            </LocalizationProvider>
          </div>
          <div id="rebuilt">
            <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ year: 'YY' }}>
              <DateField defaultValue={VALUE} />
              <DateCalendar defaultValue={VALUE} />
            </LocalizationProvider>
          </div>
        </LocalizationProvider>,
      );
      expect(inputs(container.querySelector('#reused')!)).toEqual(['17.10.2024']);
      // A new adapter without `adapterLocale`: back to the global English locale.
      expect(inputs(container.querySelector('#rebuilt')!)).toEqual(['10/17/2024']);
      unmount();
    },
  );
});

claim('re-exports all of it, including the adapters and `LocalizationProvider`', () => {
  const missing = Object.keys(community).filter((name) => !(name in pro));
  expect(missing).toEqual([]);
  expect(pro.LocalizationProvider).toBe(community.LocalizationProvider);
});

claim('Every library is an optional peer dependency', () => {
  const libraries = ['dayjs', 'date-fns', 'date-fns-jalali', 'luxon', 'moment', 'moment-hijri', 'moment-jalaali'];
  const { peerDependencies, peerDependenciesMeta } = communityPackage as unknown as {
    peerDependencies: Record<string, string>;
    peerDependenciesMeta: Record<string, { optional?: boolean }>;
  };
  for (const library of libraries) {
    expect([library, library in peerDependencies, peerDependenciesMeta[library]?.optional]).toEqual([
      library,
      true,
      true,
    ]);
  }
});

claim('Its `utc` and `timezone` plugins are only needed if you work with time zones', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container, unmount } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField defaultValue={VALUE} />
    </LocalizationProvider>,
  );
  expect(inputs(container)).toEqual(['10/17/2024']);
  unmount();
  expect(() =>
    render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField timezone="UTC" defaultValue={VALUE} />
      </LocalizationProvider>,
    ),
  ).toThrow(/utc/i);
  error.mockRestore();
});

claim('The component code does not change with the library, only the adapter and the type of the values do:', () => {
  const calendar = <DateCalendar />;
  const { container, unmount } = render(
    <>
      <LocalizationProvider dateAdapter={AdapterDayjs}>{calendar}</LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns}>{calendar}</LocalizationProvider>
    </>,
  );
  expect(container.querySelectorAll('[role="grid"]')).toHaveLength(2);
  unmount();
});

describe('errors', () => {
  claim(
    'A picker rendered outside the provider throws "Can not find the date and time pickers localization context".',
    () => {
      expect(renderError(<MobileDatePicker />)).toMatch(/Can not find the date and time pickers localization context/);
    },
  );

  claim('`LocalizationProvider` detects a `@date-io` adapter and throws an error asking you to switch.', () => {
    // A @date-io adapter is a plain adapter class without the marker of the MUI X ones.
    class DateIoAdapter {
      constructor(options: unknown) {
        Object.assign(this, new AdapterDayjs(options as never), { isMUIAdapter: undefined });
      }
    }
    expect(
      renderError(<LocalizationProvider dateAdapter={DateIoAdapter as never}>{null}</LocalizationProvider>),
    ).toMatch(/should be imported from `@mui\/x-date-pickers` or `@mui\/x-date-pickers-pro`, not from `@date-io`/);
  });

  claim(
    'the one from `@mui/x-date-pickers/AdapterDateFnsV3` (also named `AdapterDateFns`) throws one when it finds date-fns 2',
    () => {
      expect(AdapterDateFnsV3.name).toBe('AdapterDateFns');
      expect(renderError(<LocalizationProvider dateAdapter={AdapterDateFnsV3}>{null}</LocalizationProvider>)).toMatch(
        /`date-fns` package v2.x is not compatible with this adapter/,
      );
    },
  );
});

describe('provider props', () => {
  claim(
    "Locale passed to the date library (for example `'de'` for Day.js, or a date-fns locale object), which decides formats, month names and the first day of the week.",
    () => {
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <DateField defaultValue={VALUE} />
          <DateCalendar defaultValue={VALUE} />
        </LocalizationProvider>,
      );
      expect(inputs(container)).toEqual(['17.10.2024']);
      expect(container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('Oktober 2024');
      expect(container.querySelector('.MuiDayCalendar-weekDayLabel')?.textContent).toBe('M');
      unmount();
    },
  );

  claim("Overrides for the components' own texts (button labels, placeholders…).", () => {
    const { container, unmount } = render(
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{ cancelButtonLabel: 'Abbrechen', fieldYearPlaceholder: () => 'JJJJ' }}
      >
        <MobileDatePicker open />
        <DateField />
      </LocalizationProvider>,
    );
    expect(document.querySelector('.MuiPickersLayout-actionBar button')?.textContent).toBe('Abbrechen');
    expect(container.querySelectorAll('input')[1]?.placeholder).toBe('MM/DD/JJJJ');
    unmount();
  });

  claim("Overrides for the adapter's named formats.", () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ month: 'MMM' }}>
        <DateCalendar defaultValue={VALUE} />
      </LocalizationProvider>,
    );
    expect(container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('Oct 2024');
    unmount();
  });
});

describe('the first picker', () => {
  claim('With the provider in place, any component of the package works', () => {
    const { container, unmount } = render(<FirstDatePicker />);
    expect(container.querySelector('label')?.textContent).toBe('Start date');
    expect(container.querySelector('input')?.placeholder).toBe('MM/DD/YYYY');
    unmount();
  });

  claim(
    'Import components from their own path (`@mui/x-date-pickers/DatePicker`) or from the package root (`@mui/x-date-pickers`); both work.',
    () => {
      expect(community.DatePicker).toBe(DatePicker);
      expect(community.LocalizationProvider).toBe(LocalizationProvider);
    },
  );

  claim(
    'The value you get back in `onChange` is an object of your date library, here a `Dayjs`, or `null` when the field is empty.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateField defaultValue={VALUE} onChange={onChange} />
        </LocalizationProvider>,
      );
      const input = container.querySelector('input')!;
      input.focus();
      input.setSelectionRange(3, 5);
      fireEvent.click(input);
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
      fireEvent.keyDown(input, { key: 'Delete' });
      const [first, last] = [onChange.mock.calls[0]?.[0], onChange.mock.calls.at(-1)?.[0]];
      expect(dayjs.isDayjs(first)).toBe(true);
      expect(last).toBeNull();
      unmount();
    },
  );
});

describe('the Pro package', () => {
  claim('`@mui/x-date-pickers-pro` depends on the Community package of the same version', () => {
    const { dependencies, version } = proPackage as unknown as {
      dependencies: Record<string, string>;
      version: string;
    };
    expect(version).toBe('7.21.0');
    expect(dependencies['@mui/x-date-pickers']).toBe(version);
    expect(dependencies['@mui/x-license']).toBe(version);
  });

  claim(
    'Without a valid key the Pro components still work but draw a "MUI X Missing license key" watermark and log a message in the console',
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const onChange = vi.fn();
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateRangeCalendar calendars={1} defaultValue={[VALUE, null]} onChange={onChange} />
        </LocalizationProvider>,
      );
      expect(container.textContent).toContain('MUI X Missing license key');
      expect(error.mock.calls.flat().join(' ')).toMatch(/MUI X: Missing license key/);
      error.mockRestore();
      fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === '20')!);
      // It works: the click starts a new range.
      expect(onChange.mock.calls[0]?.[0].map((day: Dayjs | null) => day?.date() ?? null)).toEqual([20, null]);
      unmount();
    },
  );
});

describe('choosing and wiring the library', () => {
  claim('never from the `@date-io/*` packages', () => {
    // The adapters of the package carry the marker that LocalizationProvider checks; a @date-io class has none.
    for (const Adapter of [AdapterDayjs, AdapterDateFns, AdapterLuxon, AdapterMoment]) {
      expect([Adapter.name, new Adapter({}).isMUIAdapter]).toEqual([Adapter.name, true]);
    }
  });

  claim('accepts a few more props, all optional:', () => {
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField defaultValue={VALUE} />
      </LocalizationProvider>,
    );
    expect(inputs(container)).toEqual(['10/17/2024']);
    unmount();
  });

  claim(
    'Day.js is a good default: it is small, immutable, and it is the library used by the demos of this documentation.',
    () => {
      const later = VALUE.add(1, 'day');
      expect([VALUE.date(), later.date()]).toEqual([17, 18]);
      const demo = fs.readFileSync(path.join(__dirname, 'demos/FirstDatePicker.tsx'), 'utf8');
      expect(demo).toContain('dateAdapter={AdapterDayjs}');
    },
  );

  claim("The date library instance to use, for example `moment-timezone`'s default export.", () => {
    const created: unknown[] = [];
    const instance = Object.assign((...args: Parameters<typeof moment>) => {
      created.push(args[0]);
      return args[0] === undefined ? moment('2031-05-20') : moment(...args);
    }, moment);
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={instance as typeof moment}>
        <DateCalendar />
      </LocalizationProvider>,
    );
    // The calendar opens on the "today" of that instance.
    expect(container.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('May 2031');
    expect(created.length).toBeGreaterThan(0);
    unmount();
  });
});
