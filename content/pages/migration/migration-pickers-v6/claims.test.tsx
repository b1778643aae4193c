import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, renderHook } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import * as community from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import * as dateCalendarModule from '@mui/x-date-pickers/DateCalendar';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField, unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import * as calendarHeaderModule from '@mui/x-date-pickers/PickersCalendarHeader';
import { PickersShortcuts, type PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { FieldRef, FieldSection } from '@mui/x-date-pickers/models';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { readInstalledFile } from '@/claims/readInstalledFile';
import { installedManifest } from '@/claims/installedManifest';
import { typecheckSnippets } from '@/server/content/snippets/typecheckSnippets';

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const pickerManifest = (name: string) => installedManifest(`@mui/${name}`);
const withAdapterView = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const withAdapter = (element: React.ReactElement) => withAdapterView(element).container;
const day = dayjs('2024-05-17T10:30');

// First, before any LocalizationProvider has created an adapter in this process.
describe('AdapterDayjs and customParseFormat', () => {
  claim('`AdapterDayjs` now extends Day.js with `customParseFormat` in its constructor.', () => {
    expect(dayjs('17 05 2024', 'DD MM YYYY').isValid()).toBe(false);
    void new AdapterDayjs();
    expect(dayjs('17 05 2024', 'DD MM YYYY').format('YYYY-MM-DD')).toBe('2024-05-17');
  });
});

describe('v7 packages, exports and types', () => {
  claim('`@mui/material` must be `^5.15.14` or later (7.21 also accepts v6).', () => {
    for (const name of ['x-date-pickers', 'x-date-pickers-pro']) {
      expect([name, pickerManifest(name).peerDependencies['@mui/material']]).toEqual([name, '^5.15.14 || ^6.0.0']);
    }
  });

  claim('Pro users replace `@mui/x-license-pro` with `@mui/x-license`:', () => {
    const dependencies = Object.keys(pickerManifest('x-date-pickers-pro').dependencies);
    expect(dependencies).toContain('@mui/x-license');
    expect(dependencies).not.toContain('@mui/x-license-pro');
  });

  claim(
    'The `legacy` bundle (Internet Explorer 11) is gone. The code ships optional chaining and nullish coalescing',
    () => {
      expect(fs.existsSync(path.join(MUI, 'x-date-pickers', 'legacy'))).toBe(false);
      const source = readInstalledFile('@mui/x-date-pickers/DesktopTimePicker/DesktopTimePicker.js');
      expect(source).toContain('?.');
      expect(source).toContain('??');
    },
  );

  claim('Locales are no longer exported from the package root:', async () => {
    const locales = await import('@mui/x-date-pickers/locales');
    expect('frFR' in locales).toBe(true);
    expect('frFR' in community).toBe(false);
  });

  claim('Deprecated in v6, now removed. Slot names are camelCase:', () => {
    const types = readInstalledFile('@mui/x-date-pickers/DesktopDatePicker/DesktopDatePicker.types.d.ts');
    expect(types).not.toMatch(/\bcomponents(Props)?\?:/);
    expect(readInstalledFile('@mui/x-date-pickers/DatePicker/DatePicker.types.d.ts')).not.toMatch(
      /\bcomponents(Props)?\?:/,
    );
    expect(
      readInstalledFile('@mui/x-date-pickers/internals/hooks/usePicker/usePickerLayoutProps.d.ts') + types,
    ).not.toContain('OpenPickerIcon?:');
  });

  claim(
    'The suffix `SlotsComponent` became `Slots`, and `SlotsComponentsProps` became `SlotProps`, on every component:',
    () => {
      const types = readInstalledFile('@mui/x-date-pickers/DatePicker/DatePicker.types.d.ts');
      expect(types).toContain('export interface DatePickerSlots<');
      expect(types).toContain('export interface DatePickerSlotProps<');
      expect(types).not.toContain('SlotsComponent');
    },
  );

  claim(
    '`PickersCalendarHeader`, its props, classes and types are exported from `@mui/x-date-pickers/PickersCalendarHeader` instead of `@mui/x-date-pickers/DateCalendar`:',
    () => {
      expect(typeof calendarHeaderModule.PickersCalendarHeader).toBe('object');
      expect(calendarHeaderModule.pickersCalendarHeaderClasses.root).toBe('MuiPickersCalendarHeader-root');
      expect('PickersCalendarHeader' in dateCalendarModule).toBe(false);
      expect('pickersCalendarHeaderClasses' in dateCalendarModule).toBe(false);
    },
  );

  claim("Ranges of sections were removed. Pass a section index, a section type, `'all'` or `null`:", () => {
    expect(readInstalledFile('@mui/x-date-pickers/models/fields.d.ts')).toContain(
      "export type FieldSelectedSections = number | FieldSectionType | null | 'all';",
    );
  });

  claim('The `monthAndYear` adapter format was removed.', () => {
    expect('monthAndYear' in new AdapterDayjs().formats).toBe(false);
  });

  claim('Removed: `dateWithTimezone` (use `date(value, timezone)`)', () => {
    const adapter = new AdapterDayjs() as unknown as Record<string, unknown>;
    const removed = [
      'dateWithTimezone',
      'getDiff',
      'getFormatHelperText',
      'getMeridiemText',
      'getMonthArray',
      'getNextMonth',
    ];
    const removedToo = ['getPreviousMonth', 'getWeekdays', 'isNull', 'mergeDateAndTime', 'parseISO', 'toISO'];
    expect([...removed, ...removedToo].filter((method) => method in adapter)).toEqual([]);
    for (const method of ['date', 'expandFormat', 'addMonths']) expect(typeof adapter[method]).toBe('function');
  });

  claim(
    '`date()` is typed to take only a string, `null` or `undefined` (a `Date` is no longer part of its signature).',
    () => {
      expect(readInstalledFile('@mui/x-date-pickers/models/adapters.d.ts')).toContain(
        'date<T extends string | null | undefined>(value?: T, timezone?: PickersTimezone)',
      );
    },
  );

  claim(
    '`isEqual` and `isValid` accept only parsed dates or `null`, not strings or `Date` objects for non-date-fns adapters.',
    () => {
      const adapter = new AdapterDayjs();
      expect(adapter.isValid(null)).toBe(false);
      expect(() => adapter.isValid('2024-01-01' as never)).toThrow();
      expect(() => adapter.isValid(new Date() as never)).toThrow();
      expect(() => adapter.isEqual('2024-01-01' as never, adapter.date('2024-01-01'))).toThrow();
      expect(adapter.isEqual(adapter.date('2024-01-01'), adapter.date('2024-01-01'))).toBe(true);
    },
  );

  claim('Use `getInvalidDate()` for an invalid date.', () => {
    const adapter = new AdapterDayjs();
    expect(adapter.isValid(adapter.getInvalidDate())).toBe(false);
    expect(adapter.date(null)).toBeNull();
    expect(adapter.isValid(adapter.date(undefined))).toBe(true);
  });

  claim('`getYearRange` takes a `[start, end]` tuple.', () => {
    const adapter = new AdapterDayjs();
    const years = adapter.getYearRange([adapter.date('2020-03-01')!, adapter.date('2022-08-01')!]);
    expect(years.map((year) => year.year())).toEqual([2020, 2021, 2022]);
  });

  claim('are no longer exported.', () => {
    const indexes = [
      '@mui/x-date-pickers/DateField/index.d.ts',
      '@mui/x-date-pickers/TimeField/index.d.ts',
      '@mui/x-date-pickers/DateTimeField/index.d.ts',
      '@mui/x-date-pickers-pro/SingleInputDateRangeField/index.d.ts',
      '@mui/x-date-pickers-pro/SingleInputTimeRangeField/index.d.ts',
      '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField/index.d.ts',
    ]
      .map(readInstalledFile)
      .join('\n');
    expect(indexes).not.toMatch(/Use(Date|Time|DateTime)FieldDefaultizedProps/);
    expect(indexes).not.toMatch(/UseSingleInput(Date|Time|DateTime)RangeFieldComponentProps/);
  });

  claim('`dateLibInstance={dayjs.utc}` no longer puts `AdapterDayjs` in UTC.', () => {
    dayjs.extend(utc);
    // The v6 option, no longer in the adapter's types: passed as a reader upgrading would still pass it.
    const adapter = new AdapterDayjs({ instance: dayjs.utc } as never);
    expect(adapter.date('2024-01-01T10:00')!.isUTC()).toBe(false);
    expect(adapter.date(undefined)!.isUTC()).toBe(false);
  });

  claim("With Luxon 3.4.4 or later, `AdapterLuxon` starts weeks on the locale's first day", async () => {
    expect((await import('luxon/package.json')).version).toBe('3.7.2');
    const weekday = (locale: string) => {
      const adapter = new AdapterLuxon({ locale });
      return adapter.startOfWeek(adapter.date('2024-05-15')!).weekday;
    };
    // Luxon numbers Monday 1 … Sunday 7.
    expect([weekday('en-US'), weekday('fr-FR')]).toEqual([7, 1]);
  });
});

describe('v7 callbacks', () => {
  const shouldDisableTime = vi.fn((_value: Dayjs, _view: string) => false);
  const dayOfWeekFormatter = vi.fn((...args: unknown[]) => String((args[0] as Dayjs).day()));
  const onChange = vi.fn();
  const shortcutChanges: unknown[][] = [];
  let views: HTMLElement;
  beforeAll(() => {
    const Shortcuts = (props: PickersShortcutsProps<Dayjs | null>) => (
      <PickersShortcuts
        {...props}
        onChange={(...args) => {
          shortcutChanges.push(args);
          props.onChange(...args);
        }}
      />
    );
    views = withAdapter(
      <div>
        <TimeClock defaultValue={day} shouldDisableTime={shouldDisableTime} />
        <div id="reference">
          <DateCalendar
            referenceDate={dayjs('2022-04-17T15:45')}
            onChange={onChange}
            dayOfWeekFormatter={dayOfWeekFormatter}
          />
        </div>
        <div id="shortcuts">
          <StaticDatePicker
            defaultValue={day}
            slots={{ shortcuts: Shortcuts }}
            slotProps={{ shortcuts: { items: [{ label: 'New year', getValue: () => dayjs('2025-01-01') }] } }}
          />
        </div>
      </div>,
    );
  });

  claim(
    'Use `shouldDisableTime`. It receives a date object of your adapter, not a number of hours, minutes or seconds:',
    () => {
      const [value, view] = shouldDisableTime.mock.calls[0]!;
      expect(dayjs.isDayjs(value)).toBe(true);
      expect(['hours', 'minutes', 'seconds']).toContain(view);
      expect(readInstalledFile('@mui/x-date-pickers/TimeClock/TimeClock.types.d.ts')).not.toContain(
        'shouldDisableClock',
      );
    },
  );

  claim('It also sets the year, day and time used when there is no value, not only the visible month:', () => {
    expect(views.querySelector('#reference .MuiPickersCalendarHeader-label')!.textContent).toBe('April 2022');
    fireEvent.click(
      [...views.querySelectorAll('#reference [role="gridcell"]')].find((cell) => cell.textContent === '3')!,
    );
    expect((onChange.mock.calls[0]![0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2022-04-03 15:45');
  });

  claim('It is now the date object, and the callback has a single argument:', () => {
    for (const args of dayOfWeekFormatter.mock.calls) {
      expect(args).toHaveLength(1);
      expect(dayjs.isDayjs(args[0])).toBe(true);
    }
    expect(dayOfWeekFormatter).toHaveBeenCalled();
  });

  claim('Only relevant if you replace the shortcuts component.', () => {
    // The default shortcuts, configured through `slotProps` only, work unchanged.
    const onDefaultChange = vi.fn();
    const { container, unmount } = withAdapterView(
      <StaticDatePicker
        defaultValue={day}
        onChange={onDefaultChange}
        slotProps={{ shortcuts: { items: [{ label: 'New year', getValue: () => dayjs('2025-01-01') }] } }}
      />,
    );
    fireEvent.click([...container.querySelectorAll('.MuiChip-root')].find((chip) => chip.textContent === 'New year')!);
    expect((onDefaultChange.mock.calls[0]![0] as Dayjs).format('YYYY-MM-DD')).toBe('2025-01-01');
    unmount();
  });

  claim('Its `onChange` now requires the change importance and the shortcut item:', () => {
    fireEvent.click(
      [...views.querySelectorAll('#shortcuts .MuiChip-root')].find((chip) => chip.textContent === 'New year')!,
    );
    const [value, importance, item] = shortcutChanges[0]!;
    expect((value as Dayjs).format('YYYY-MM-DD')).toBe('2025-01-01');
    expect(importance).toBe('accept');
    expect(item).toMatchObject({ label: 'New year' });
  });
});

describe('v7 fields', () => {
  claim('Use `hasLeadingZerosInFormat` for the old meaning, or `hasLeadingZerosInInput`:', () => {
    const fieldRef = { current: null } as unknown as React.MutableRefObject<FieldRef<FieldSection>>;
    withAdapter(<DateField defaultValue={day} unstableFieldRef={fieldRef} />);
    const [month] = fieldRef.current.getSections();
    expect(month).toMatchObject({ type: 'month', hasLeadingZerosInFormat: true, hasLeadingZerosInInput: true });
    expect('hasLeadingZeros' in month!).toBe(false);
  });

  describe('the headless hook', () => {
    let response: Record<string, unknown>;
    beforeAll(() => {
      const inputRef = { current: null };
      response = renderHook(() => useDateField({ inputRef, defaultValue: day }), {
        wrapper: ({ children }) => <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>,
      }).result.current as unknown as Record<string, unknown>;
    });

    claim('The ref it returns is named `inputRef` (was `ref`).', () => {
      expect('inputRef' in response).toBe(true);
      expect('ref' in response).toBe(false);
    });

    claim('The hooks now return an `enableAccessibleFieldDOMStructure` prop.', () => {
      expect(response.enableAccessibleFieldDOMStructure).toBe(false);
    });

    claim('Remove it before spreading the rest onto a DOM element', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { inputRef: _ref, ...rest } = response;
      render(<input {...(rest as React.InputHTMLAttributes<HTMLInputElement>)} />).unmount();
      expect(error.mock.calls.flat().join(' ')).toContain('enableAccessibleFieldDOMStructure');
      error.mockRestore();
    });
  });
});

describe('adapter changes seen without calling adapter methods', () => {
  claim('Check the date and adapter changes too if you configure an adapter', () => {
    const { container, unmount } = render(
      <div>
        <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ monthAndYear: 'MM/YYYY' } as never}>
          <div id="v6-format">
            <DateCalendar defaultValue={day} />
          </div>
          <div id="v7-format">
            <DateCalendar defaultValue={day} slotProps={{ calendarHeader: { format: 'MM/YYYY' } }} />
          </div>
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="fr">
          <div id="luxon-fr">
            <DateCalendar />
          </div>
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
          <div id="luxon-us">
            <DateCalendar />
          </div>
        </LocalizationProvider>
      </div>,
    );
    const header = (id: string) => container.querySelector(`#${id} .MuiPickersCalendarHeader-label`)!.textContent;
    // The v6 adapter format is ignored; the slot's format applies.
    expect(header('v6-format')).toBe('May 2024');
    expect(header('v7-format')).toBe('05/2024');
    // Luxon's weeks start on the locale's first day: Monday in French, Sunday in American English.
    const firstWeekday = (id: string) =>
      container.querySelector(`#${id} .MuiDayCalendar-weekDayLabel`)!.getAttribute('aria-label');
    expect([firstWeekday('luxon-fr'), firstWeekday('luxon-us')]).toEqual(['lundi', 'Sunday']);
    unmount();
  });
});

describe('v7 date-time picker renderers', () => {
  claim(
    'Passing `renderTimeViewClock` in `viewRenderers` no longer brings back the v6 layout that showed only the date or only the time view.',
    () => {
      const { unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopDateTimePicker
            open
            defaultValue={day}
            viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          />
        </LocalizationProvider>,
      );
      const dialog = document.querySelector('[role="dialog"]')!;
      // The calendar and the clock side by side.
      expect(dialog.querySelector('.MuiDateCalendar-root')).not.toBeNull();
      expect(dialog.querySelector('.MuiClock-root')).not.toBeNull();
      expect(
        readInstalledFile('@mui/x-date-pickers/DesktopDateTimePicker/DesktopDateTimePicker.types.d.ts'),
      ).not.toContain('dateTimeViewRenderers');
      unmount();
    },
  );
});

describe('date props typed by the adapter', () => {
  const DATE_PROPS = ['value', 'defaultValue', 'minDate', 'referenceDate'];
  /** A Day.js app passing `value` to each date prop, compiled alone: the adapter's import decides the date type. */
  const snippet = (name: string, props: string) => ({
    file: `${name}.md`,
    line: 1,
    lang: 'tsx' as const,
    code: [
      "import dayjs from 'dayjs';",
      "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
      "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
      "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
      `export const app = <LocalizationProvider dateAdapter={AdapterDayjs}><DatePicker ${props} /></LocalizationProvider>;`,
    ].join('\n'),
  });
  let errors: Map<string, string[]>;
  beforeAll(() => {
    const found = typecheckSnippets([
      snippet('dayjs', DATE_PROPS.map((prop) => `${prop}={dayjs()}`).join(' ')),
      ...DATE_PROPS.map((prop) => snippet(prop, `${prop}={new Date()}`)),
    ]);
    errors = new Map([...DATE_PROPS, 'dayjs'].map((name) => [name, []]));
    for (const { snippet: source, message } of found) errors.get(source.file.replace('.md', ''))!.push(message);
  }, 60_000);

  claim('Every date prop (`value`, `defaultValue`, `minDate`, `referenceDate`...)', () => {
    expect(errors.get('dayjs')).toEqual([]);
    for (const prop of DATE_PROPS) expect([prop, errors.get(prop)!.length]).toEqual([prop, 1]);
  });

  claim('Passing a `Date` to a Day.js picker is now a type error.', () => {
    for (const prop of DATE_PROPS)
      expect([prop, errors.get(prop)![0]]).toEqual([
        prop,
        expect.stringMatching(/^Type 'Date' is missing .* from type 'Dayjs'/),
      ]);
  });
});
