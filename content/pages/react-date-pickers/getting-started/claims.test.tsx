import { render } from '@testing-library/react';
import * as community from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import * as pro from '@mui/x-date-pickers-pro';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import moment from 'moment';
import { describe, expect, vi } from 'vitest';
import communityPackage from '@mui/x-date-pickers/package.json';
import { claim, untestable } from '@/claims/claim';

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

untestable('Day.js is a good default', 'advice');
untestable('never from the `@date-io/*` packages', 'advice about imports');
untestable('accepts a few more props, all optional:', 'an introduction to the table below');

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
