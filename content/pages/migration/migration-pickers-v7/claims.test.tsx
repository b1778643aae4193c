import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, fireEvent, render, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as community from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import * as pro from '@mui/x-date-pickers-pro';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import dayjs from 'dayjs';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { installedManifest, type PackageManifest } from '@/claims/installedManifest';
import { nodeImport } from '@/claims/nodeImport';
import { claim } from '@/claims/claim';
import { withPointer } from '@/claims/pointerMedia';

// Each test checks the 7.21 side of its sentence (the name, default or behaviour the page says changes in v8); where the
// page says what v8 does, the v8 side comes from `@mui/x-date-pickers-v8` and `@mui/x-date-pickers-pro-v8` (8.0.0 under
// aliases, docs/decisions/0022), loaded from their CommonJS build. The Pro package has its own copy of the community
// package, so a range picker takes the LocalizationProvider that Pro exports.
const requireCjs = createRequire(import.meta.url);
const v8 = requireCjs('@mui/x-date-pickers-v8') as typeof import('@mui/x-date-pickers-v8');
const v8Pro = requireCjs('@mui/x-date-pickers-pro-v8') as typeof import('@mui/x-date-pickers-pro-v8');
const { AdapterDayjs: V8AdapterDayjs } = requireCjs(
  '@mui/x-date-pickers-v8/AdapterDayjs',
) as typeof import('@mui/x-date-pickers-v8/AdapterDayjs');
const v8Styles = requireCjs('@mui/material/styles') as typeof import('@mui/material/styles');
const V8_PICKERS = ['@mui/x-date-pickers-v8', '@mui/x-date-pickers-pro-v8'];
const v8Manifest = (name: string) => installedManifest(name) as PackageManifest & { exports: Record<string, unknown> };
const withV8 = (element: React.ReactElement) =>
  render(<v8.LocalizationProvider dateAdapter={V8AdapterDayjs}>{element}</v8.LocalizationProvider>).container;
const withV8Pro = (element: React.ReactElement) =>
  render(<v8Pro.LocalizationProvider dateAdapter={V8AdapterDayjs}>{element}</v8Pro.LocalizationProvider>).container;
const buttons = (root: Element) =>
  [...root.querySelectorAll('.MuiDialogActions-root button')].map((b) => b.textContent);

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const manifest = (name: string) =>
  installedManifest(`@mui/${name}`) as PackageManifest & { main: string; module: string };
const declarations = (file: string) => fs.readFileSync(path.join(MUI, file), 'utf8');
const bothExport = (name: string) => name in community && name in pro;
const neitherExports = (name: string) => !(name in community) && !(name in pro);
const day = dayjs('2024-05-17T10:30');
const lastDialog = () => [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>).container;

describe('names, exports and packages of 7.21', () => {
  claim(
    "The v8 names on this page (for example `AdapterDateFnsV2`, `usePickerContext` or `PickerValueType`) don't exist in the 7.21 packages documented on this site.",
    () => {
      expect(fs.existsSync(path.join(MUI, 'x-date-pickers', 'AdapterDateFnsV2'))).toBe(false);
      expect(neitherExports('usePickerContext') && neitherExports('PickerValueType')).toBe(true);
    },
  );

  claim(
    'The peer ranges widen: React `^17 || ^18 || ^19` and `@mui/material` `^5.15.14 || ^6 || ^7`. React 19 and Material UI v7 are new.',
    () => {
      for (const name of ['x-date-pickers', 'x-date-pickers-pro']) {
        const peers = manifest(name).peerDependencies;
        expect([name, peers.react, peers['@mui/material']]).toEqual([name, '^17.0.0 || ^18.0.0', '^5.15.14 || ^6.0.0']);
      }
    },
  );

  claim('The date library ranges accept `date-fns-jalali` 4 and `moment-hijri` 3.', () => {
    const peers = manifest('x-date-pickers').peerDependencies;
    expect(peers['date-fns-jalali']).toBe('^2.13.0-0 || ^3.2.0-0');
    expect(peers['moment-hijri']).toBe('^2.1.2');
  });

  claim('`LicenseInfo` is no longer exported by `@mui/x-date-pickers-pro`: import it from `@mui/x-license`.', () => {
    expect(typeof (pro as Record<string, unknown>).LicenseInfo).toBe('function');
  });

  claim('The 7.21 packages have no `exports` field', () => {
    for (const name of ['x-date-pickers', 'x-date-pickers-pro'])
      expect([name, 'exports' in manifest(name)]).toEqual([name, false]);
  });
  claim('package root (`module` field)', () => {
    expect(manifest('x-date-pickers').module).toBe('./index.js');
  });
  claim('`node/` (`main` field)', () => {
    expect(manifest('x-date-pickers').main).toBe('./node/index.js');
  });
  claim('Latest-browsers ES build', () => {
    expect(fs.existsSync(path.join(MUI, 'x-date-pickers', 'modern', 'index.js'))).toBe(true);
  });

  claim('The minimum versions stay as in 7.21: React 17, Material UI 5.15.14, the same date library minimums', () => {
    const peers = manifest('x-date-pickers').peerDependencies;
    expect(peers.react).toMatch(/^\^17\.0\.0/);
    expect(peers['@mui/material']).toMatch(/^\^5\.15\.14/);
    expect([peers['date-fns'], peers.dayjs, peers.luxon, peers.moment]).toEqual([
      '^2.25.0 || ^3.2.0 || ^4.0.0',
      '^1.10.7',
      '^3.0.2',
      '^2.29.4',
    ]);
  });

  claim(
    'In v7, the `@mui/x-date-pickers/AdapterDateFns` entry point was for date-fns v2 and `@mui/x-date-pickers/AdapterDateFnsV3` for v3 and v4; both export a class named `AdapterDateFns`.',
    async () => {
      // The installed date-fns is v2: the unsuffixed adapter formats with it, the V3 adapter refuses it.
      expect((await import('date-fns/package.json')).version).toMatch(/^2\./);
      const { AdapterDateFns } = await import('@mui/x-date-pickers/AdapterDateFns');
      const v3 = await import('@mui/x-date-pickers/AdapterDateFnsV3');
      const adapter = new AdapterDateFns();
      expect(adapter.formatByString(new Date(2024, 4, 17), 'yyyy-MM-dd')).toBe('2024-05-17');
      // The V3 entry point's class is also named AdapterDateFns.
      expect(Object.keys(v3)).toEqual(['AdapterDateFns']);
      expect(() => new v3.AdapterDateFns()).toThrow(/v2\.x is not compatible/);
    },
  );

  claim('The Jalali adapters follow the same rule.', () => {
    for (const folder of ['AdapterDateFnsJalali', 'AdapterDateFnsJalaliV3']) {
      expect([folder, fs.existsSync(path.join(MUI, 'x-date-pickers', folder, 'index.js'))]).toEqual([folder, true]);
    }
  });

  claim('The `useClearableField` hook was removed.', () => {
    expect(bothExport('useClearableField')).toBe(true);
  });

  claim('The codemod also renames `RangeFieldSection` to `FieldRangeSection` in the Pro package.', () => {
    expect(declarations('x-date-pickers-pro/models/fields.d.ts')).toMatch(/export interface RangeFieldSection\b/);
    expect(declarations('x-date-pickers-pro/models/fields.d.ts')).not.toContain('FieldRangeSection');
  });

  claim(
    'Pro: `unstable_useMultiInputDateRangeField`, `unstable_useMultiInputTimeRangeField` and `unstable_useMultiInputDateTimeRangeField` were replaced by one hook',
    () => {
      for (const hook of [
        'unstable_useMultiInputDateRangeField',
        'unstable_useMultiInputTimeRangeField',
        'unstable_useMultiInputDateTimeRangeField',
      ]) {
        expect([hook, hook in pro]).toEqual([hook, true]);
      }
      expect(neitherExports('unstable_useMultiInputRangeField')).toBe(true);
    },
  );

  claim('The `TDate` generic parameter was removed from every type and interface.', () => {
    expect(declarations('x-date-pickers/DatePicker/DatePicker.types.d.ts')).toMatch(
      /DatePickerProps<TDate extends PickerValidDate/,
    );
  });

  claim('The `MuiPickersPopper` theme key became `MuiPickerPopper`.', () => {
    const components = declarations('x-date-pickers/themeAugmentation/components.d.ts');
    expect(components).toContain('MuiPickersPopper?:');
    expect(components).not.toContain('MuiPickerPopper?:');
  });

  claim(
    'Helper types that were only useful with the removed hooks are gone, for example `UseDateFieldComponentProps`',
    () => {
      expect(declarations('x-date-pickers/DateField/index.d.ts')).toContain('UseDateFieldComponentProps');
      expect(declarations('x-date-pickers-pro/MultiInputDateRangeField/index.d.ts')).toContain(
        'UseMultiInputDateRangeFieldProps',
      );
      expect(declarations('x-date-pickers-pro/models/range.d.ts')).toContain('export type NonEmptyDateRange');
    },
  );

  claim('`FieldRef` is typed with the value instead of the section', () => {
    expect(declarations('x-date-pickers/models/fields.d.ts')).toContain(
      'export interface FieldRef<TSection extends FieldSection>',
    );
  });

  claim("Use the field's `openPickerButtonPosition`", () => {
    // Not a prop of any 7.21 field or picker.
    const files = fs
      .readdirSync(path.join(MUI, 'x-date-pickers'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'));
    expect(
      files.some((file) => declarations(path.join('x-date-pickers', file)).includes('openPickerButtonPosition')),
    ).toBe(false);
  });

  claim('`PickersMonth` and `PickersYear` no longer have theme entries or class objects', () => {
    expect(bothExport('pickersMonthClasses') && bothExport('pickersYearClasses')).toBe(true);
    const components = declarations('x-date-pickers/themeAugmentation/components.d.ts');
    expect(components).toContain('MuiPickersMonth?:');
    expect(components).toContain('MuiPickersYear?:');
  });

  claim('`pickersMonthClasses.monthButton`', () => {
    expect(community.pickersMonthClasses.monthButton).toBe('MuiPickersMonth-monthButton');
    expect(Object.keys(community.monthCalendarClasses)).toEqual(['root']);
  });
  claim('`pickersYearClasses.yearButton`', () => {
    expect(community.pickersYearClasses.yearButton).toBe('MuiPickersYear-yearButton');
    expect(Object.keys(community.yearCalendarClasses)).toEqual(['root']);
  });

  claim('The unused `fullTime` and `keyboardDateTime` adapter formats were removed.', () => {
    const { formats } = new AdapterDayjs();
    expect([formats.fullTime, formats.keyboardDateTime]).toEqual(['LT', 'L LT']);
  });
});

describe('7.21 fields', () => {
  const onChange = vi.fn();
  let fields: HTMLElement;
  beforeAll(() => {
    fields = withAdapter(
      <div>
        <div id="default">
          <DateField onChange={onChange} />
        </div>
        <div id="accessible">
          <DateField enableAccessibleFieldDOMStructure />
        </div>
      </div>,
    );
  });

  claim(
    'In v7 the accessible structure (one element per section, so screen readers can announce each part) was opt-in with `enableAccessibleFieldDOMStructure`.',
    () => {
      expect(fields.querySelector('#default input')).not.toBeNull();
      expect(fields.querySelector('#default .MuiPickersSectionList-root')).toBeNull();
      expect(fields.querySelector('#accessible .MuiPickersSectionList-root')).not.toBeNull();
      expect(fields.querySelectorAll('#accessible [role="spinbutton"]')).toHaveLength(3);
    },
  );

  claim('While a date is only partly typed, `onChange` receives `null` instead of an invalid date.', () => {
    const input = fields.querySelector('#default input') as HTMLInputElement;
    act(() => input.focus());
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: '05/DD/YYYY' } });
    const value = onChange.mock.calls.at(-1)![0] as dayjs.Dayjs;
    // 7.21 hands over a date object that is not valid.
    expect(value).not.toBeNull();
    expect(value.isValid()).toBe(false);
  });
});

describe('7.21 mobile pickers', () => {
  withPointer(false);
  claim('Every Date Time Picker variant edits the time with a digital clock, including on mobile.', () => {
    const { unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MobileDateTimePicker open defaultValue={day} openTo="hours" />
      </LocalizationProvider>,
    );
    expect(lastDialog().querySelector('.MuiClock-root')).not.toBeNull();
    expect(lastDialog().querySelector('.MuiMultiSectionDigitalClock-root, .MuiDigitalClock-root')).toBeNull();
    unmount();
  });

  claim('Fields inside mobile pickers can be edited with the keyboard instead of only opening the dialog.', () => {
    const container = withAdapter(<MobileDatePicker defaultValue={day} />);
    expect((container.querySelector('input') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('7.21 desktop pickers', () => {
  withPointer(true);

  claim('`DateRangePicker` renders `SingleInputDateRangeField` instead of two fields', () => {
    const container = withAdapter(<DesktopDateRangePicker />);
    expect(container.querySelectorAll('input')).toHaveLength(2);
  });

  claim('`position` in `slotProps.inputAdornment` no longer moves the opening button.', () => {
    const container = withAdapter(<DesktopDatePicker slotProps={{ inputAdornment: { position: 'start' } }} />);
    const adornment = container.querySelector('.MuiInputAdornment-root')!;
    expect(adornment.classList).toContain('MuiInputAdornment-positionStart');
    expect(adornment.querySelector('button')).not.toBeNull();
  });

  claim('To let users only type, render the field component instead', () => {
    const container = withAdapter(<DateField defaultValue={day} />);
    expect(container.querySelector('button')).toBeNull();
    expect((container.querySelector('input') as HTMLInputElement).readOnly).toBe(false);
  });

  claim(
    'Only Desktop Date Picker and Desktop Date Range Picker keep closing as soon as a date is picked, without an action bar.',
    () => {
      const onClose = vi.fn();
      const { unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopDatePicker open defaultValue={day} onClose={onClose} />
        </LocalizationProvider>,
      );
      expect(lastDialog().querySelector('.MuiDialogActions-root')).toBeNull();
      fireEvent.click(
        [...lastDialog().querySelectorAll('[role="gridcell"]')].find((cell) => cell.textContent === '20')!,
      );
      expect(onClose).toHaveBeenCalledTimes(1);
      unmount();
    },
  );

  claim('`disableOpenPicker` still works', () => {
    const container = withAdapter(<DesktopDatePicker disableOpenPicker />);
    expect(container.querySelector('button')).toBeNull();
  });

  claim(
    'In 7.21 the desktop time and date-time pickers showed only an OK button with the default multi-column clock (none when the time fits in one column) and closed on the last selection.',
    () => {
      const onClose = vi.fn();
      const { unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopTimePicker open defaultValue={day} onClose={onClose} ampm={false} />
        </LocalizationProvider>,
      );
      const dialog = lastDialog();
      expect([...dialog.querySelectorAll('.MuiDialogActions-root button')].map((b) => b.textContent)).toEqual(['OK']);
      // Hours, then minutes: the last column closes the picker.
      fireEvent.click(
        dialog.querySelector('[aria-label="Select minutes"] [role="option"]:not([aria-selected="true"])')!,
      );
      expect(onClose).toHaveBeenCalledTimes(1);
      unmount();
      const single = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopTimePicker open defaultValue={day} timeSteps={{ minutes: 60 }} />
        </LocalizationProvider>,
      );
      expect(lastDialog().querySelector('.MuiDialogActions-root')).toBeNull();
      single.unmount();
    },
  );

  claim("now show Cancel and OK buttons by default and don't close on the last selection", () => {
    // 7.21: only OK, on the date-time picker as on the time picker (the test below opens it).
    const { unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DesktopDateTimePicker open defaultValue={day} />
      </LocalizationProvider>,
    );
    expect([...lastDialog().querySelectorAll('.MuiDialogActions-root button')].map((b) => b.textContent)).toEqual([
      'OK',
    ]);
    unmount();
  });

  claim('Pickers no longer jump from the date view to the time view', () => {
    const { unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DesktopDateTimePicker open defaultValue={day} />
      </LocalizationProvider>,
    );
    const dialog = lastDialog();
    expect([...dialog.querySelectorAll('.MuiDialogActions-root button')].map((b) => b.textContent)).toEqual(['OK']);
    const hoursBefore = dialog.querySelectorAll('[aria-label="Select hours"] [role="option"]').length;
    fireEvent.click([...dialog.querySelectorAll('[role="gridcell"]')].find((cell) => cell.textContent === '20')!);
    // 7.21 moves on to the time view by itself (the desktop picker shows the day and the clock side by side).
    expect(hoursBefore).toBeGreaterThan(0);
    expect(document.activeElement?.closest('[aria-label="Select hours"]')).not.toBeNull();
    unmount();
  });
});

describe('7.21 slot props', () => {
  const toolbar = vi.fn((_props: Record<string, unknown>) => null);
  const actionBar = vi.fn((_props: Record<string, unknown>) => null);
  const openDialogue = vi.fn((..._args: unknown[]) => 'open');
  const textFieldOwner = vi.fn((_ownerState: Record<string, unknown>) => ({}));
  beforeAll(() => {
    withAdapter(
      <div>
        <StaticDatePicker defaultValue={day} slots={{ toolbar: toolbar as never, actionBar: actionBar as never }} />
        <DatePicker
          disabled
          defaultValue={day}
          localeText={{ openDatePickerDialogue: openDialogue as never }}
          slotProps={{ textField: textFieldOwner as never }}
        />
      </div>,
    );
  });
  const lastToolbarProps = () => toolbar.mock.calls.at(-1)![0];

  claim('`value`, `disabled`, `readOnly`', () => {
    expect(lastToolbarProps()).toHaveProperty('value');
    expect(lastToolbarProps()).toHaveProperty('disabled');
    expect(lastToolbarProps()).toHaveProperty('readOnly');
  });
  claim('`view`, `views`, `onViewChange`', () => {
    expect(lastToolbarProps().view).toBe('day');
    expect(lastToolbarProps().views).toEqual(['year', 'day']);
    expect(typeof lastToolbarProps().onViewChange).toBe('function');
  });
  claim('`isLandscape`', () => {
    expect(lastToolbarProps().isLandscape).toBe(false);
  });
  claim('`onAccept`, `onCancel`, `onClear`, `onSetToday`', () => {
    const props = actionBar.mock.calls.at(-1)![0];
    for (const name of ['onAccept', 'onCancel', 'onClear', 'onSetToday'])
      expect([name, typeof props[name]]).toEqual([name, 'function']);
  });

  claim(
    'The `clockLabelText`, `openDatePickerDialogue` and `openTimePickerDialogue` translation functions receive the already formatted value (a string or `null`) instead of the adapter and the date object.',
    () => {
      const [value, utils] = openDialogue.mock.calls.at(-1)!;
      expect(dayjs.isDayjs(value)).toBe(true);
      expect(utils).toBeInstanceOf(AdapterDayjs);
    },
  );

  claim('receive no longer contains every prop of the component', () => {
    // In 7.21 the text field's owner state is the field's props, the ones the page does not list too.
    const ownerState = textFieldOwner.mock.calls.at(-1)![0];
    for (const prop of ['format', 'timezone', 'disablePast', 'disableFuture', 'minDate', 'maxDate']) {
      expect([prop, prop in ownerState]).toEqual([prop, true]);
    }
  });

  claim(
    'Code that read a prop such as `ownerState.disabled` or `ownerState.orientation` has to switch to these names.',
    () => {
      // In 7.21 the owner state is the component's props.
      expect(textFieldOwner.mock.calls.at(-1)![0]).toMatchObject({ disabled: true });
    },
  );
});

describe('7.21 month buttons', () => {
  claim('each button is no longer wrapped in a `<div>`', () => {
    const container = withAdapter(<MonthCalendar defaultValue={day} />);
    const button = container.querySelector('button')!;
    expect(button.classList).toContain('MuiPickersMonth-monthButton');
    expect(button.parentElement!.classList).toContain('MuiPickersMonth-root');
    expect(button.parentElement!.tagName).toBe('DIV');
  });

  claim('theme `MuiPickersMonth.styleOverrides.monthButton`', () => {
    const container = render(
      <ThemeProvider
        theme={createTheme({
          components: { MuiPickersMonth: { styleOverrides: { monthButton: { letterSpacing: '7px' } } } },
        } as never)}
      >
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <MonthCalendar defaultValue={day} />
        </LocalizationProvider>
      </ThemeProvider>,
    ).container;
    expect(getComputedStyle(container.querySelector('button')!).letterSpacing).toBe('7px');
  });
});

describe('v8 packages and names', () => {
  claim('Every `@mui/x-*` package gets an `exports` map in its `package.json` in v8', () => {
    for (const name of V8_PICKERS) {
      expect([name, v8Manifest(name).exports]).toEqual([
        name,
        expect.objectContaining({ '.': expect.any(Object), './*': expect.any(Object), './modern': null }),
      ]);
    }
    expect(v8Manifest('@mui/x-date-pickers-v8').exports['./*']).toEqual({
      require: { types: './*/index.d.ts', default: './*/index.js' },
      import: { types: './esm/*/index.d.ts', default: './esm/*/index.js' },
    });
    for (const folder of ['DatePicker', 'AdapterDayjs', 'locales']) {
      expect(requireCjs.resolve(`@mui/x-date-pickers-v8/${folder}`)).toMatch(new RegExp(`v8/${folder}/index\\.js$`));
    }
  });

  claim(
    'A path to a file inside a folder, such as `@mui/x-date-pickers/DatePicker/DatePicker`, no longer resolves',
    () => {
      expect(() => requireCjs.resolve('@mui/x-date-pickers-v8/DatePicker/DatePicker')).toThrow();
    },
  );

  claim('Paths into `modern/` or `node/` no longer resolve, and an `import` from a path into `esm/` fails', () => {
    for (const folder of ['modern', 'node']) {
      expect(() => requireCjs.resolve(`@mui/x-date-pickers-v8/${folder}/DatePicker`)).toThrow();
    }
    expect(() => nodeImport('@mui/x-date-pickers-v8/esm/DatePicker')).toThrow(/ERR_MODULE_NOT_FOUND/);
    expect(requireCjs.resolve('@mui/x-date-pickers-v8/esm/DatePicker')).toMatch(/esm\/DatePicker\/index\.js$/);
  });

  claim(
    "loading the pickers in Node's native ES module mode (server rendering, some test runners) can fail with `ERR_UNSUPPORTED_DIR_IMPORT`",
    () => {
      expect(() => nodeImport('@mui/x-date-pickers-v8/DatePicker')).toThrow(/ERR_UNSUPPORTED_DIR_IMPORT/);
      expect(() => nodeImport('@mui/x-date-pickers-v8/DatePicker', '--conditions=require')).not.toThrow();
    },
  );

  claim('React 19 and Material UI v7 are new.', () => {
    for (const name of V8_PICKERS) {
      const peers = v8Manifest(name).peerDependencies;
      expect([name, peers.react, peers['@mui/material']]).toEqual([
        name,
        '^17.0.0 || ^18.0.0 || ^19.0.0',
        '^5.15.14 || ^6.0.0 || ^7.0.0',
      ]);
    }
    const peers = v8Manifest('@mui/x-date-pickers-v8').peerDependencies;
    expect([peers['date-fns-jalali'], peers['moment-hijri']]).toEqual([
      '^2.13.0-0 || ^3.2.0-0 || ^4.0.0-0',
      '^2.1.2 || ^3.0.0',
    ]);
  });

  claim('In v8, `AdapterDateFns` is for v3 and v4 and `AdapterDateFnsV2` is for v2.', () => {
    // The installed date-fns is v2.
    const { AdapterDateFns } = requireCjs('@mui/x-date-pickers-v8/AdapterDateFns') as {
      AdapterDateFns: new () => unknown;
    };
    const { AdapterDateFns: V2 } = requireCjs('@mui/x-date-pickers-v8/AdapterDateFnsV2') as {
      AdapterDateFns: new () => { formatByString: (date: Date, format: string) => string };
    };
    expect(() => new AdapterDateFns()).toThrow(/v2\.x is not compatible/);
    expect(new V2().formatByString(new Date(2024, 4, 17), 'yyyy-MM-dd')).toBe('2024-05-17');
    expect(requireCjs.resolve('@mui/x-date-pickers-v8/AdapterDateFnsJalaliV2')).toMatch(/AdapterDateFnsJalaliV2/);
    expect(() => requireCjs.resolve('@mui/x-date-pickers-v8/AdapterDateFnsV3')).toThrow();
  });

  claim('`LicenseInfo` is no longer exported by `@mui/x-date-pickers-pro`', () => {
    expect('LicenseInfo' in v8Pro).toBe(false);
  });

  claim('Handled by the codemod:', () => {
    // The v8 names of the renamed hooks and types exist, the 7.21 ones do not.
    for (const [name, present] of [
      ['usePickerTranslations', true],
      ['usePickersTranslations', false],
      ['usePickerContext', true],
      ['usePickersContext', false],
      ['useClearableField', false],
      ['pickersMonthClasses', false],
      ['pickersYearClasses', false],
    ] as const) {
      expect([name, name in v8]).toEqual([name, present]);
    }
    expect('unstable_useMultiInputRangeField' in v8Pro).toBe(true);
    expect('unstable_useMultiInputDateRangeField' in v8Pro).toBe(false);
    expect(Object.keys(v8.monthCalendarClasses)).toEqual(expect.arrayContaining(['button', 'selected', 'disabled']));
    expect(v8.yearCalendarClasses.button).toBe('MuiYearCalendar-button');
  });

  claim('Override `fullTime12h` / `fullTime24h` and `keyboardDateTime12h` / `keyboardDateTime24h`', () => {
    const { formats } = new V8AdapterDayjs();
    expect(['fullTime' in formats, 'keyboardDateTime' in formats]).toEqual([false, false]);
    expect(formats.fullTime12h && formats.keyboardDateTime24h).toBeTruthy();
  });
});

describe('v8 fields', () => {
  claim('In v8 it is the default: the field shows one element per section, and its only `<input>` is hidden', () => {
    const container = withV8(<v8.DateField defaultValue={day} />);
    expect(container.querySelectorAll('[role="spinbutton"]')).toHaveLength(3);
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs).toHaveLength(1);
    expect([inputs[0]!.getAttribute('aria-hidden'), inputs[0]!.getAttribute('tabindex')]).toEqual(['true', '-1']);
  });

  claim('That input still holds the whole formatted value, and a `change` event on it still updates the field', () => {
    const onChange = vi.fn();
    const container = withV8(<v8.DateField defaultValue={day} onChange={onChange} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('05/17/2024');
    fireEvent.change(input, { target: { value: '05/20/2024' } });
    expect((onChange.mock.calls.at(-1)![0] as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2024-05-20');
    expect([...container.querySelectorAll('[role="spinbutton"]')].map((section) => section.textContent)).toEqual([
      '05',
      '20',
      '2024',
    ]);
  });

  claim('tests that find the `<input>` by its role (hidden, it is no longer a `textbox`)', () => {
    const v8Field = withV8(<v8.DateField defaultValue={day} />);
    expect(within(v8Field).queryByRole('textbox')).toBeNull();
    const v7Field = withAdapter(<DateField defaultValue={day} />);
    expect(within(v7Field).getByRole('textbox')).toBeTruthy();
  });

  claim('To keep the v7 structure for now, set the prop to `false` explicitly', () => {
    const container = withV8(<v8.DateField defaultValue={day} enableAccessibleFieldDOMStructure={false} />);
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('05/17/2024');
    expect(container.querySelector('[role="spinbutton"]')).toBeNull();
  });

  claim('Fields inside mobile pickers can be edited with the keyboard instead of only opening the dialog.', () => {
    const container = withV8(<v8.MobileDatePicker defaultValue={day} />);
    const sections = container.querySelectorAll('[role="spinbutton"]');
    expect(sections).toHaveLength(3);
    expect(sections[0]!.getAttribute('contenteditable')).toBe('true');
  });

  claim('`DateRangePicker` renders `SingleInputDateRangeField` instead of two fields', () => {
    const container = withV8Pro(<v8Pro.DesktopDateRangePicker />);
    expect(container.querySelectorAll('.MuiPickersSectionList-root')).toHaveLength(1);
    expect(container.querySelectorAll('[role="spinbutton"]')).toHaveLength(6);
  });

  claim("Use the field's `openPickerButtonPosition` (`'start'` or `'end'`, default `'end'`)", () => {
    const container = withV8(
      <div>
        <div id="default">
          <v8.DesktopDatePicker />
        </div>
        <div id="start">
          <v8.DesktopDatePicker slotProps={{ field: { openPickerButtonPosition: 'start' } as object }} />
        </div>
        <div id="adornment">
          <v8.DesktopDatePicker slotProps={{ inputAdornment: { position: 'start' } }} />
        </div>
      </div>,
    );
    const side = (id: string) =>
      container.querySelector(`#${id} .MuiInputAdornment-root:has(button)`)!.className.match(/position(Start|End)/)![1];
    expect([side('default'), side('start'), side('adornment')]).toEqual(['End', 'Start', 'End']);
  });
});

describe('v8 closing and views', () => {
  withPointer(true);

  claim("now show Cancel and OK buttons by default and don't close on the last selection", () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <v8.LocalizationProvider dateAdapter={V8AdapterDayjs}>
        <v8.DesktopTimePicker open defaultValue={day} onClose={onClose} ampm={false} />
      </v8.LocalizationProvider>,
    );
    const dialog = lastDialog();
    expect(buttons(dialog)).toEqual(['Cancel', 'OK']);
    fireEvent.click(dialog.querySelector('[aria-label="Select hours"] [role="option"]:not([aria-selected="true"])')!);
    fireEvent.click(dialog.querySelector('[aria-label="Select minutes"] [role="option"]:not([aria-selected="true"])')!);
    expect(onClose).not.toHaveBeenCalled();
    unmount();
  });

  claim('Only Desktop Date Picker and Desktop Date Range Picker keep closing as soon as a date is picked', () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <v8.LocalizationProvider dateAdapter={V8AdapterDayjs}>
        <v8.DesktopDatePicker open defaultValue={day} onClose={onClose} />
      </v8.LocalizationProvider>,
    );
    expect(lastDialog().querySelector('.MuiDialogActions-root')).toBeNull();
    fireEvent.click([...lastDialog().querySelectorAll('[role="gridcell"]')].find((cell) => cell.textContent === '20')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
  });

  claim('The action bar gets a "Next" button for that.', () => {
    // The mobile picker shows the date and the time one after the other: picking a day stays on the calendar.
    const { unmount } = render(
      <v8.LocalizationProvider dateAdapter={V8AdapterDayjs}>
        <v8.MobileDateTimePicker open defaultValue={day} />
      </v8.LocalizationProvider>,
    );
    const dialog = lastDialog();
    expect(buttons(dialog)).toEqual(['Cancel', 'Next']);
    fireEvent.click([...dialog.querySelectorAll('[role="gridcell"]')].find((cell) => cell.textContent === '20')!);
    expect(dialog.querySelector('.MuiDateCalendar-root')).not.toBeNull();
    expect(dialog.querySelector('.MuiDigitalClock-root, .MuiMultiSectionDigitalClock-root')).toBeNull();
    fireEvent.click(within(dialog as HTMLElement).getByText('Next'));
    expect(dialog.querySelector('.MuiDigitalClock-root, .MuiMultiSectionDigitalClock-root')).not.toBeNull();
    expect(buttons(dialog)).toEqual(['Cancel', 'OK']);
    unmount();
  });

  claim('Every Date Time Picker variant edits the time with a digital clock, including on mobile.', () => {
    const { unmount } = render(
      <v8.LocalizationProvider dateAdapter={V8AdapterDayjs}>
        <v8.MobileDateTimePicker open defaultValue={day} openTo="hours" />
      </v8.LocalizationProvider>,
    );
    expect(lastDialog().querySelector('.MuiClock-root')).toBeNull();
    expect(lastDialog().querySelector('.MuiMultiSectionDigitalClock-root, .MuiDigitalClock-root')).not.toBeNull();
    unmount();
  });
});

describe('v8 slots, owner state and translations', () => {
  claim('`usePickerActionsContext` returns only stable callbacks', () => {
    let actionsRenders = 0;
    let contextRenders = 0;
    const ActionBar = () => {
      actionsRenders += 1;
      const { setValue } = v8.usePickerActionsContext();
      return (
        <button type="button" onClick={() => setValue(day.add(1, 'day'))}>
          next day
        </button>
      );
    };
    const Toolbar = () => {
      contextRenders += 1;
      return <span data-testid="toolbar">{v8.usePickerContext().value?.format('DD')}</span>;
    };
    const container = withV8(
      <v8.StaticDatePicker
        defaultValue={day}
        slots={{ actionBar: React.memo(ActionBar), toolbar: React.memo(Toolbar) }}
      />,
    );
    const [actionsBefore, contextBefore] = [actionsRenders, contextRenders];
    fireEvent.click(within(container).getByText('next day'));
    expect(within(container).getByTestId('toolbar').textContent).toBe('18');
    expect(actionsRenders).toBe(actionsBefore);
    expect(contextRenders).toBeGreaterThan(contextBefore);
  });

  claim('Each component gets a shared description of its picker', () => {
    const ownerStates: Record<string, unknown>[] = [];
    withV8(
      <v8.DesktopDatePicker
        disabled
        defaultValue={day}
        slotProps={{
          textField: ((ownerState: Record<string, unknown>) => (ownerStates.push(ownerState), {})) as never,
        }}
      />,
    );
    const ownerState = ownerStates.at(-1)!;
    expect(ownerState).toMatchObject({
      isPickerValueEmpty: false,
      isPickerOpen: false,
      isPickerDisabled: true,
      isPickerReadOnly: false,
      pickerVariant: 'desktop',
    });
    expect('pickerOrientation' in ownerState).toBe(true);
    expect('disabled' in ownerState || 'format' in ownerState).toBe(false);
  });

  claim('receive the already formatted value (a string or `null`)', () => {
    const openDialogue = vi.fn((..._args: unknown[]) => 'open');
    withV8(<v8.DesktopDatePicker defaultValue={day} localeText={{ openDatePickerDialogue: openDialogue as never }} />);
    expect(openDialogue.mock.calls.at(-1)).toEqual(['May 17, 2024']);
  });

  claim('`MuiMonthCalendar.styleOverrides.button`', () => {
    const container = render(
      <v8Styles.ThemeProvider
        theme={v8Styles.createTheme({
          components: { MuiMonthCalendar: { styleOverrides: { button: { letterSpacing: '7px' } } } } as object,
        })}
      >
        <v8.LocalizationProvider dateAdapter={V8AdapterDayjs}>
          <v8.MonthCalendar defaultValue={day} />
        </v8.LocalizationProvider>
      </v8Styles.ThemeProvider>,
    ).container;
    const button = container.querySelector('button')!;
    expect(button.classList).toContain('MuiMonthCalendar-button');
    expect(getComputedStyle(button).letterSpacing).toBe('7px');
    // No wrapper: the button sits in the calendar's root.
    expect(button.parentElement!.classList).toContain('MuiMonthCalendar-root');
  });
});
