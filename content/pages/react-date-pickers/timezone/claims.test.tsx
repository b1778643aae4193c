import { fireEvent, render } from '@testing-library/react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import { DateTime, Settings } from 'luxon';
import moment from 'moment';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { renderError } from '@/claims/renderError';

// The demos and the Day.js plugins are loaded after the first block, which checks what happens without the plugins
// (Day.js is extended globally, once). The reader's device is made to be in Kolkata (UTC+05:30, no daylight saving
// time), so that "system" differs from UTC on this machine.
const originalTz = process.env.TZ;
process.env.TZ = 'Asia/Kolkata';
afterAll(() => {
  process.env.TZ = originalTz;
});

const ISO = '2024-10-17T09:30';
/** Any adapter class: the tests below compare Day.js, Luxon, Moment and date-fns. */
type Adapter = React.ComponentProps<typeof LocalizationProvider>['dateAdapter'];
const withAdapter = (element: React.ReactElement, adapter: Adapter = AdapterDayjs) =>
  render(<LocalizationProvider dateAdapter={adapter}>{element}</LocalizationProvider>);
/** The text a field shows for a value, with a 24-hour clock. */
const shown = (element: React.ReactElement, adapter?: Adapter) => {
  const { container, unmount } = withAdapter(element, adapter);
  const text = container.querySelector('input')!.value;
  unmount();
  return text;
};
/** The message a field throws inside the provider (Day.js unless another adapter is given), or `null`. */
const errorWithAdapter = (element: React.ReactElement, adapter: Adapter = AdapterDayjs) =>
  renderError(<LocalizationProvider dateAdapter={adapter}>{element}</LocalizationProvider>);
const dayButton = (root: Element, day: number) =>
  [...root.querySelectorAll<HTMLButtonElement>('button.MuiPickersDay-root')].find(
    (element) => element.textContent === String(day),
  )!;
/** The value `onChange` gives when day 20 is clicked in a calendar. */
const pickDay20 = (props: React.ComponentProps<typeof DateCalendar<Dayjs>>) => {
  const onChange = vi.fn();
  const { container, unmount } = withAdapter(<DateCalendar {...props} onChange={onChange} />);
  fireEvent.click(dayButton(container, 20));
  unmount();
  return onChange.mock.calls[0]?.[0] as Dayjs;
};

describe('Day.js without its plugins', () => {
  claim('Without the plugin, `timezone="UTC"` makes the adapter throw a "Missing UTC plugin" error.', () => {
    expect(errorWithAdapter(<DateTimeField timezone="UTC" />)).toMatch(/^Missing UTC plugin/);
  });

  claim('Without it, the adapter throws "Missing timezone plugin".', async () => {
    const { default: utc } = await import('dayjs/plugin/utc');
    dayjs.extend(utc);
    expect(errorWithAdapter(<DateTimeField timezone="America/New_York" />)).toMatch(/^Missing timezone plugin/);
    // UTC works with the first plugin alone.
    expect(shown(<DateTimeField defaultValue={dayjs.utc(ISO)} ampm={false} />)).toBe('10/17/2024 09:30');
  });
});

describe('with the utc and timezone plugins', () => {
  const demos = {} as Record<string, React.ComponentType>;
  beforeAll(async () => {
    const { default: utc } = await import('dayjs/plugin/utc');
    const { default: timezone } = await import('dayjs/plugin/timezone');
    dayjs.extend(utc);
    dayjs.extend(timezone);
    for (const name of [
      'DayBoundaries',
      'IanaZoneValue',
      'MeetingPlanner',
      'RenderTimezoneVsValue',
      'SystemTimezone',
      'TimezoneSwitcher',
      'TimezoneWithoutValue',
      'UtcValue',
    ]) {
      demos[name] = ((await import(`./demos/${name}.tsx`)) as { default: React.ComponentType }).default;
    }
  });
  const renderDemo = (name: string) => {
    const Demo = demos[name]!;
    return render(<Demo />);
  };
  const utcValue = () => dayjs.utc(ISO);

  claim(
    "By default that is the timezone of the value you pass (or, when there is none, the date library's default timezone: the user's own unless you changed it). The `timezone` prop picks another one without changing the value you store",
    () => {
      expect(shown(<DateTimeField defaultValue={utcValue()} ampm={false} />)).toBe('10/17/2024 09:30');
      expect(shown(<DateTimeField defaultValue={utcValue()} timezone="America/New_York" ampm={false} />)).toBe(
        '10/17/2024 05:30',
      );
      expect(pickDay20({ defaultValue: null, referenceDate: dayjs(ISO) }).utcOffset()).toBe(330);
      // Once the library's default is changed, an empty component follows it instead of the user's zone.
      dayjs.tz.setDefault('Asia/Tokyo');
      try {
        expect(pickDay20({ defaultValue: null, referenceDate: dayjs(ISO) }).utcOffset()).toBe(540);
      } finally {
        dayjs.tz.setDefault();
      }
    },
  );

  claim('Every picker, field, calendar and clock accepts `timezone`', () => {
    const { container, unmount } = withAdapter(
      <>
        <DigitalClock defaultValue={utcValue()} timezone="America/New_York" timeStep={30} ampm={false} />
        <DateCalendar defaultValue={dayjs.utc('2024-10-17T02:00')} timezone="America/New_York" />
        <DesktopDatePicker defaultValue={dayjs.utc('2024-10-17T02:00')} timezone="America/New_York" />
      </>,
    );
    expect(container.querySelector('[role="option"][aria-selected="true"]')?.textContent).toBe('05:30');
    expect(container.querySelector('.MuiPickersDay-root.Mui-selected')?.textContent).toBe('16');
    expect(container.querySelector('input')?.value).toBe('10/16/2024');
    unmount();
  });

  claim(
    '`"default"`: the date library\'s default timezone. It is the system timezone unless you changed the library\'s default',
    () => {
      const value = DateTime.fromISO(ISO, { zone: 'UTC' });
      const field = () => shown(<DateTimeField defaultValue={value} timezone="default" ampm={false} />, AdapterLuxon);
      expect(field()).toBe('10/17/2024 15:00');
      Settings.defaultZone = 'Asia/Tokyo';
      try {
        expect(field()).toBe('10/17/2024 18:30');
      } finally {
        Settings.defaultZone = 'system';
      }
    },
  );

  claim('with the plugin loaded, `"default"` is the zone set with `dayjs.tz.setDefault()`', () => {
    const field = () => shown(<DateTimeField defaultValue={utcValue()} timezone="default" ampm={false} />);
    expect(field()).toBe('10/17/2024 15:00');
    dayjs.tz.setDefault('Asia/Tokyo');
    try {
      expect(field()).toBe('10/17/2024 18:30');
    } finally {
      dayjs.tz.setDefault();
    }
  });

  claim('otherwise (no prop, no value) `"default"`.', () => {
    dayjs.tz.setDefault('Europe/Paris');
    try {
      expect(pickDay20({ referenceDate: dayjs.utc(ISO) }).format('Z')).toBe('+02:00');
    } finally {
      dayjs.tz.setDefault();
    }
    expect(pickDay20({ referenceDate: dayjs.utc(ISO) }).format('Z')).toBe('+05:30');
  });

  claim('`"system"`: the timezone of the reader\'s device, as the browser reports it.', () => {
    expect(shown(<DateTimeField defaultValue={utcValue()} timezone="system" ampm={false} />)).toBe('10/17/2024 15:00');
    expect(shown(<DateTimeField defaultValue={utcValue()} timezone="UTC" ampm={false} />)).toBe('10/17/2024 09:30');
    expect(shown(<DateTimeField defaultValue={utcValue()} timezone="Asia/Kolkata" ampm={false} />)).toBe(
      '10/17/2024 15:00',
    );
  });

  claim('Day.js throws an "Invalid time zone specified" error for it.', () => {
    expect(errorWithAdapter(<DateTimeField defaultValue={utcValue()} timezone="UTC+7" />)).toMatch(
      /Invalid time zone specified/,
    );
  });

  claim('otherwise the timezone of `value`, or of `defaultValue` as it was on the first render', () => {
    const field = (defaultValue: Dayjs) => (
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimeField defaultValue={defaultValue} ampm={false} />
      </LocalizationProvider>
    );
    const { container, rerender, unmount } = render(field(utcValue()));
    // A later defaultValue in another zone changes nothing: the field keeps its first value and zone.
    rerender(field(dayjs.tz(ISO, 'Asia/Tokyo')));
    expect(container.querySelector('input')?.value).toBe('10/17/2024 09:30');
    unmount();
  });

  claim(
    'Pick a timezone in the demo: the instant stays the same (`09:30` UTC), the displayed time follows the timezone.',
    () => {
      const { container, unmount } = renderDemo('TimezoneSwitcher');
      const inputs = container.querySelectorAll('input');
      expect([...inputs].map((input) => input.value)).toContain('10/17/2024 05:30');
      expect(container.querySelector('code')?.textContent).toBe('2024-10-17T09:30:00.000Z');
      unmount();
    },
  );

  claim(
    '`onChange` gives the value back in the **timezone of the value** you passed, not in the rendering timezone',
    () => {
      expect(pickDay20({ defaultValue: utcValue() }).format()).toBe('2024-10-20T09:30:00Z');
      expect(pickDay20({ defaultValue: utcValue(), timezone: 'America/New_York' }).format()).toBe(
        '2024-10-20T09:30:00Z',
      );
      expect(pickDay20({ defaultValue: dayjs.tz(ISO, 'Europe/Paris') }).format()).toBe('2024-10-20T09:30:00+02:00');
    },
  );

  claim(
    'When the component starts empty (no `value` or a `null` one), there is nothing to convert to and the new date is in the rendering timezone.',
    () => {
      expect(
        pickDay20({ value: null, timezone: 'Asia/Tokyo', referenceDate: dayjs.tz(ISO, 'Asia/Tokyo') }).format('Z'),
      ).toBe('+09:00');
      expect(pickDay20({ defaultValue: null, referenceDate: dayjs(ISO) }).format('Z')).toBe('+05:30');
    },
  );

  // The table row `null` | not set | "default" | "default": both cells quote the same text.
  claim('`"default"`', () => {
    dayjs.tz.setDefault('Europe/Paris');
    try {
      // The library's default (Paris here, not the device's Kolkata) renders the views and dates the pick.
      expect(pickDay20({ value: null, referenceDate: dayjs.utc(ISO) }).format('Z')).toBe('+02:00');
    } finally {
      dayjs.tz.setDefault();
    }
  });

  claim(
    'Only `onChange` is converted. On the pickers, `onAccept` receives the value as the views hold it, in the **rendering** timezone: with a UTC value and `timezone="America/New_York"`, `onChange` gives `…T09:30:00Z` and `onAccept` the same instant as `…T05:30:00-04:00`',
    () => {
      const onChange = vi.fn();
      const onAccept = vi.fn();
      const { container, unmount } = withAdapter(
        <DesktopDatePicker
          defaultValue={utcValue()}
          timezone="America/New_York"
          onChange={onChange}
          onAccept={onAccept}
        />,
      );
      fireEvent.click(container.querySelector('button')!);
      const popup = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
      fireEvent.click(dayButton(popup, 20));
      expect((onChange.mock.calls[0]?.[0] as Dayjs).format()).toBe('2024-10-20T09:30:00Z');
      expect((onAccept.mock.calls[0]?.[0] as Dayjs).format()).toBe('2024-10-20T05:30:00-04:00');
      unmount();
    },
  );

  claim(
    'Validation (`minDate`, `maxDateTime`, `disablePast`…) and the highlighted "today" work on days and times of the rendering timezone too.',
    () => {
      // 02:00 UTC on the 17th is still the 16th in New York.
      const early = dayjs.utc('2024-10-17T02:00');
      const minDate = dayjs.utc('2024-10-17T12:00');
      const onError = vi.fn();
      withAdapter(
        <>
          <DateField defaultValue={early} minDate={minDate} onError={onError} />
          <DateField defaultValue={early} minDate={minDate} timezone="America/New_York" onError={onError} />
        </>,
      ).unmount();
      expect(onError.mock.calls.map(([error]) => error)).toEqual(['minDate']);
      // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: "today" is never the same day in both.
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        const { container, unmount } = withAdapter(<DateCalendar timezone={zone} />);
        expect(container.querySelector('.MuiPickersDay-today')?.textContent).toBe(String(dayjs().tz(zone).date()));
        unmount();
      }
    },
  );

  claim('A value created with `dayjs.utc()` is rendered in UTC, and the edited value is a UTC dayjs object too', () => {
    const { container, unmount } = renderDemo('UtcValue');
    const input = container.querySelector('input')!;
    expect(input.value).toBe('10/17/2024 09:30');
    input.focus();
    input.setSelectionRange(11, 13);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      '2024-10-17T10:30:00Z',
      'true',
    ]);
    unmount();
  });

  claim('A value stored in UTC and edited in New York time keeps its UTC timezone in `onChange`.', () => {
    const { container, unmount } = renderDemo('RenderTimezoneVsValue');
    const input = container.querySelector('input')!;
    expect(input.value).toBe('10/17/2024 05:30');
    input.focus();
    input.setSelectionRange(11, 13);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(container.querySelector('code')?.textContent).toBe('2024-10-17T10:30:00Z');
    unmount();
  });

  claim('With no value, the picked date is created in the rendering timezone.', () => {
    const { container, unmount } = renderDemo('TimezoneWithoutValue');
    const input = container.querySelector('input')!;
    input.focus();
    input.setSelectionRange(0, input.value.length);
    fireEvent.click(input);
    fireEvent.paste(input, { clipboardData: { getData: () => '10/20/2024 08:00' } });
    expect(container.querySelector('code')?.textContent).toBe('2024-10-20T08:00:00+09:00');
    unmount();
  });

  claim('without a `timezone` prop, the picker renders and returns it in that zone.', () => {
    const { container, unmount } = renderDemo('IanaZoneValue');
    const input = container.querySelector('input')!;
    expect(input.value).toBe('10/17/2024 09:30');
    input.focus();
    input.setSelectionRange(3, 5);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(container.querySelector('code')?.textContent).toBe('2024-10-18T09:30:00+02:00');
    unmount();
  });

  claim('`timezone="system"` renders in the timezone of the device, whatever the value.', () => {
    const { container, unmount } = renderDemo('SystemTimezone');
    expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
      '10/17/2024 09:30',
      '10/17/2024 15:00',
    ]);
    // ICU may name Kolkata by its older alias.
    expect(container.querySelector('code')?.textContent).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    unmount();
  });

  claim('Here 20:00 UTC is the 17th in Los Angeles and already the 18th in Tokyo.', () => {
    const { container, unmount } = renderDemo('DayBoundaries');
    expect([...container.querySelectorAll('.MuiPickersDay-root.Mui-selected')].map((day) => day.textContent)).toEqual([
      '17',
      '18',
    ]);
    unmount();
  });

  claim('Several components can share one value and show it in different timezones', () => {
    const { container, unmount } = renderDemo('MeetingPlanner');
    expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
      '10/17/2024 09:30',
      '10/17/2024 14:30',
      '10/17/2024 21:30',
    ]);
    unmount();
  });

  claim(
    'the timezone of the value is read from the start date (or the end date when the start is empty), and both dates must be in the same timezone, otherwise the component throws.',
    () => {
      expect(shown(<SingleInputDateTimeRangeField defaultValue={[null, utcValue()]} ampm={false} />)).toBe(
        'MM/DD/YYYY hh:mm – 10/17/2024 09:30',
      );
      expect(shown(<SingleInputDateTimeRangeField defaultValue={[utcValue(), null]} ampm={false} />)).toBe(
        '10/17/2024 09:30 – MM/DD/YYYY hh:mm',
      );
      expect(
        errorWithAdapter(<SingleInputDateTimeRangeField value={[utcValue(), dayjs.tz(ISO, 'Asia/Tokyo')]} />),
      ).toMatch(/timezone of the start and the end date should be the same/);
    },
  );
});

describe('Luxon', () => {
  claim('The returned value keeps the zone of the value.', async () => {
    const { default: LuxonTimezones } = await import('./demos/LuxonTimezones');
    const { container, unmount } = render(<LuxonTimezones />);
    const input = container.querySelector('input')!;
    expect(input.value).toBe('10/17/2024 15:00');
    input.focus();
    input.setSelectionRange(3, 5);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(container.querySelector('code')?.textContent).toBe('2024-10-18T09:30:00.000Z');
    expect(container.textContent).toContain('(UTC)');
    unmount();
  });

  claim('With Luxon only, a fixed offset such as `"UTC+7"` or `"UTC-5:30"`.', () => {
    const value = DateTime.fromISO(ISO, { zone: 'UTC' });
    expect(shown(<DateTimeField defaultValue={value} timezone="UTC+7" ampm={false} />, AdapterLuxon)).toBe(
      '10/17/2024 16:30',
    );
    expect(shown(<DateTimeField defaultValue={value} timezone="UTC-5:30" ampm={false} />, AdapterLuxon)).toBe(
      '10/17/2024 04:00',
    );
  });

  claim('`"UTC-5"` is five hours behind UTC in January and in July, unlike `"America/New_York"`.', () => {
    const at = (iso: string, zone: string) =>
      shown(
        <DateTimeField defaultValue={DateTime.fromISO(iso, { zone: 'UTC' })} timezone={zone} ampm={false} />,
        AdapterLuxon,
      ).slice(11);
    expect([at('2024-01-15T12:00', 'UTC-5'), at('2024-07-15T12:00', 'UTC-5')]).toEqual(['07:00', '07:00']);
    expect([at('2024-01-15T12:00', 'America/New_York'), at('2024-07-15T12:00', 'America/New_York')]).toEqual([
      '07:00',
      '08:00',
    ]);
  });

  claim('The value keeps its own zone (UTC here) in `onChange`', async () => {
    const { default: LuxonFixedOffset } = await import('./demos/LuxonFixedOffset');
    const { container, unmount } = render(<LuxonFixedOffset />);
    const input = container.querySelectorAll('input')[1]!;
    expect(input.value).toBe('10/17/2024 16:30');
    input.focus();
    input.setSelectionRange(3, 5);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(container.querySelector('code')?.textContent).toBe('2024-10-18T09:30:00.000Z');
    unmount();
  });
});

claim(
  "Day.js needs two plugins, Moment.js needs `moment-timezone`, Luxon supports it natively, and the date-fns adapters don't support timezones at all",
  () => {
    // Day.js without its plugins is the first block of this file.
    expect(
      shown(
        <DateTimeField defaultValue={DateTime.fromISO(ISO, { zone: 'UTC' })} timezone="Asia/Tokyo" ampm={false} />,
        AdapterLuxon,
      ),
    ).toBe('10/17/2024 18:30');
    expect(
      errorWithAdapter(<DateTimeField defaultValue={moment.utc(ISO)} timezone="Asia/Tokyo" />, AdapterMoment as never),
    ).toMatch(/^Missing timezone plugin/);
    expect(
      shown(
        <DateTimeField defaultValue={new Date(`${ISO}:00Z`)} timezone="Asia/Tokyo" ampm={false} />,
        AdapterDateFns as never,
      ),
    ).toBe('10/17/2024 15:00');
  },
);

describe('Moment.js', () => {
  claim(
    'a value created with `moment.utc()` is rendered and returned in UTC, and `timezone="system"` shows the same instant in the reader\'s timezone.',
    async () => {
      const { default: MomentUtc } = await import('./demos/MomentUtc');
      const { container, unmount } = render(<MomentUtc />);
      const [utcInput, systemInput] = [...container.querySelectorAll('input')];
      expect([utcInput?.value, systemInput?.value]).toEqual(['10/17/2024 09:30', '10/17/2024 15:00']);
      systemInput!.focus();
      systemInput!.setSelectionRange(11, 13);
      fireEvent.click(systemInput!);
      fireEvent.keyDown(systemInput!, { key: 'ArrowUp' });
      expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
        '2024-10-17T10:30:00Z',
        'true',
      ]);
      unmount();
    },
  );

  claim('Without it, an IANA timezone makes the adapter throw "Missing timezone plugin".', () => {
    expect(
      errorWithAdapter(
        <DateTimeField defaultValue={moment.utc(ISO)} timezone="Europe/Paris" />,
        AdapterMoment as never,
      ),
    ).toMatch(/^Missing timezone plugin/);
  });

  untestable(
    'For those, install `moment-timezone` and pass its default export to the `dateLibInstance` prop of `LocalizationProvider`',
    'moment-timezone is not a dependency of the site, so a test of the snippet would depend on a package a fresh clone does not have',
  );
});

describe('date-fns', () => {
  claim('they always render in the system timezone and silently ignore `timezone`', () => {
    const instant = new Date('2024-10-17T09:30:00Z');
    const onError = vi.fn();
    const field = (zone?: string) =>
      shown(
        <DateTimeField defaultValue={instant} timezone={zone} ampm={false} onError={onError} />,
        AdapterDateFns as never,
      );
    expect([field(), field('UTC'), field('America/New_York')]).toEqual([
      '10/17/2024 15:00',
      '10/17/2024 15:00',
      '10/17/2024 15:00',
    ]);
    expect(onError).not.toHaveBeenCalled();
  });
});
