import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';
import dayjs, { type Dayjs } from 'dayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import AutocompleteField from './demos/AutocompleteField';
import HookBrowserInput from './demos/HookBrowserInput';
import ReadOnlyFieldOpensPicker from './demos/ReadOnlyFieldOpensPicker';
import TextFieldWrapper from './demos/TextFieldWrapper';
import WrappedDateField from './demos/WrappedDateField';

const WATERMARK = 'MUI X Missing license key';
const DEMOS = path.join(process.cwd(), 'content/pages/react-date-pickers/custom-field/demos');

describe('default fields', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="date-range">
          <DateRangePicker />
        </div>
        <div id="date-time-range">
          <DateTimeRangePicker />
        </div>
      </LocalizationProvider>,
    ).container;
  });

  claim(
    'for range pickers, a multi-input field (`MultiInputDateRangeField`, or `MultiInputDateTimeRangeField` on `DateTimeRangePicker`)',
    () => {
      expect(view.querySelectorAll('#date-range .MuiMultiInputDateRangeField-root')).toHaveLength(1);
      expect(view.querySelectorAll('#date-time-range .MuiMultiInputDateTimeRangeField-root')).toHaveLength(1);
    },
  );
});

describe('the demos', () => {
  const accessible: string[] = [];
  beforeAll(async () => {
    const names = fs
      .readdirSync(DEMOS)
      .filter((file) => /^[A-Za-z]+\.tsx$/.test(file))
      .map((file) => file.replace(/\.tsx$/, ''));
    for (const name of names.sort()) {
      const { default: Demo } = (await import(`./demos/${name}.tsx`)) as { default: React.ComponentType };
      const { container, unmount } = render(<Demo />);
      // The accessible structure renders a section list instead of one input per field.
      if (container.querySelector('.MuiPickersSectionList-root')) accessible.push(name);
      unmount();
    }
    expect(names.length).toBeGreaterThan(20);
  });

  claim('the examples on this page use the single-input structure, except the two that turn it on', () => {
    expect(accessible).toEqual(['AccessibleDomStructure', 'PickersTextFieldWrapper']);
  });
});

describe('watermark', () => {
  claim('the range fields used on their own show none', () => {
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MultiInputDateRangeField />
        <SingleInputDateRangeField />
      </LocalizationProvider>,
    );
    expect(container.querySelectorAll('input')).toHaveLength(3);
    expect(container.textContent).not.toContain(WATERMARK);
  });

  claim(
    'The range pickers, `DateRangeCalendar` and `DateRangePickerDay` are part of `@mui/x-date-pickers-pro`, which shows a watermark',
    () => {
      const { container } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateRangeCalendar calendars={1} />
        </LocalizationProvider>,
      );
      expect(container.textContent).toContain(WATERMARK);
    },
  );
});

describe('fields of the pickers', () => {
  const range: [Dayjs, Dayjs] = [dayjs('2024-10-17'), dayjs('2024-10-20')];
  let view: Element;
  beforeAll(() => {
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="desktop">
          <DesktopDatePicker defaultValue={range[0]} slotProps={{ field: { clearable: true } }} />
        </div>
        <div id="mobile">
          <MobileDatePicker defaultValue={range[0]} slotProps={{ field: { clearable: true } }} />
        </div>
        <div id="range">
          <DateRangePicker />
        </div>
        <div id="single">
          <SingleInputDateRangeField defaultValue={range} />
          <SingleInputDateRangeField defaultValue={range} dateSeparator="to" />
        </div>
      </LocalizationProvider>,
    ).container;
  });

  claim('The default field renders a Material UI `TextField`.', () => {
    expect(view.querySelectorAll('#desktop .MuiTextField-root input')).toHaveLength(1);
  });

  claim(
    'Only a desktop picker shows it: the field of a mobile picker is read-only, so a responsive `DatePicker` on a touch screen has no clear button',
    () => {
      expect(view.querySelectorAll('#desktop .clearButton')).toHaveLength(1);
      expect((view.querySelector('#mobile input') as HTMLInputElement).readOnly).toBe(true);
      expect(view.querySelectorAll('#mobile .clearButton')).toHaveLength(0);
    },
  );

  claim('By default a range picker renders two text fields in a `Stack` with a separator between them.', () => {
    const field = view.querySelector('#range .MuiMultiInputDateRangeField-root')!;
    expect(field.classList).toContain('MuiStack-root');
    expect(field.querySelectorAll('.MuiTextField-root')).toHaveLength(2);
    expect(field.querySelector('.MuiMultiInputDateRangeField-separator')!.textContent!.trim()).toBe('–');
  });

  claim('Its `dateSeparator` prop sets the text between the two dates (an en dash by default)', () => {
    const values = [...view.querySelectorAll('#single input')].map((input) => (input as HTMLInputElement).value);
    expect(values).toEqual(['10/17/2024 – 10/20/2024', '10/17/2024 to 10/20/2024']);
  });
});

describe('customizing the default field', () => {
  claim(
    'In 7.21.0 the field is a single `<input>` by default. With `enableAccessibleFieldDOMStructure`, it renders each section (day, month, year…) in its own element inside a `PickersTextField`',
    () => {
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <div id="default">
            <DesktopDatePicker defaultValue={dayjs('2024-10-17')} />
          </div>
          <div id="accessible">
            <DesktopDatePicker defaultValue={dayjs('2024-10-17')} enableAccessibleFieldDOMStructure />
          </div>
        </LocalizationProvider>,
      );
      expect(container.querySelectorAll('#default input')).toHaveLength(1);
      expect(container.querySelector('#default .MuiPickersSectionList-root')).toBeNull();
      const accessible = container.querySelector('#accessible .MuiPickersTextField-root')!;
      expect(
        [...accessible.querySelectorAll('.MuiPickersSectionList-sectionContent')].map((section) => section.textContent),
      ).toEqual(['10', '17', '2024']);
      unmount();
    },
  );

  claim('Only a `TextField`-based component works with the default `<input>` structure', () => {
    const { container, unmount } = render(<TextFieldWrapper />);
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.map((input) => input.value)).toEqual(['10/17/2024', '10/17/2024']);
    expect(container.querySelectorAll('.MuiFilledInput-root.MuiInputBase-sizeSmall')).toHaveLength(2);
    unmount();
    // A PickersTextField receives an input value it cannot show: it expects the sections.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopDatePicker defaultValue={dayjs('2024-10-17')} slots={{ textField: PickersTextField }} />
        </LocalizationProvider>,
      ),
    ).toThrow();
    quiet.mockRestore();
  });

  claim(
    'Combined with a controlled `open`, a click on the text field opens the picker, so the field behaves like a select',
    () => {
      const { container, unmount } = render(<ReadOnlyFieldOpensPicker />);
      const input = container.querySelector('input')!;
      input.focus();
      input.setSelectionRange(3, 5);
      fireEvent.click(input);
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      // Read-only: the key changes nothing; the click opened the calendar.
      expect(input.value).toBe('10/17/2024');
      expect(document.querySelector('.MuiPickersPopper-root')).not.toBeNull();
      unmount();
    },
  );

  claim(
    'To give every picker of your application the same field defaults, wrap the built-in field and pass the wrapper as `slots.field`.',
    () => {
      const { container, unmount } = render(<WrappedDateField />);
      expect(container.querySelector('input')?.value).toBe('2024-10-17');
      expect(container.querySelector('.MuiFilledInput-root')).not.toBeNull();
      expect(container.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Year first, e.g. 2024-10-17');
      expect(container.querySelector('.MuiInputAdornment-root button')).not.toBeNull();
      unmount();
    },
  );
});

describe('another component as the field', () => {
  claim(
    'A custom field receives everything the built-in one would: the value props (`value`, `onChange`, `format`, `timezone`, `readOnly`, `disabled`), the validation props (`minDate`, `shouldDisableDate`…), and the text field props: `label` from every variant; from the desktop variant, `id` and `InputProps` (the opening button in `endAdornment` and the anchor `ref`); from the mobile variant, neither of those but `inputProps` with the "Choose date…" `aria-label` (which the desktop variant puts on its opening button) and the `onClick` and `onKeyDown` handlers that open its dialog.',
    () => {
      const received: Record<string, Record<string, unknown>> = {};
      const recordAs = (variant: string) =>
        function Field(props: Record<string, unknown>) {
          received[variant] = props;
          return <span>field</span>;
        };
      const common = {
        label: 'Start',
        defaultValue: dayjs('2024-10-17'),
        minDate: dayjs('2024-01-01'),
        shouldDisableDate: () => false,
        readOnly: false,
        disabled: false,
      };
      const { container, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopDatePicker {...common} slots={{ field: recordAs('desktop') }} />
          <MobileDatePicker {...common} slots={{ field: recordAs('mobile') }} />
        </LocalizationProvider>,
      );
      for (const variant of ['desktop', 'mobile']) {
        const props = received[variant]!;
        for (const key of [
          'value',
          'onChange',
          'format',
          'timezone',
          'readOnly',
          'disabled',
          'minDate',
          'shouldDisableDate',
          'label',
        ]) {
          expect([variant, key, key in props]).toEqual([variant, key, true]);
        }
      }
      const desktopInput = received.desktop!.InputProps as { endAdornment: React.ReactNode; ref: unknown };
      expect(desktopInput.endAdornment).toBeTruthy();
      expect(desktopInput.ref).toBeTruthy();
      expect((received.mobile!.inputProps as Record<string, string>)['aria-label']).toMatch(/^Choose date/);
      expect((received.desktop!.inputProps as Record<string, string> | undefined)?.['aria-label']).toBeUndefined();
      expect(typeof received.desktop!.id).toBe('string');
      expect(['id' in received.mobile!, 'InputProps' in received.mobile!]).toEqual([false, false]);
      expect([typeof received.mobile!.onClick, typeof received.mobile!.onKeyDown]).toEqual(['function', 'function']);
      unmount();
      void container;
    },
  );

  claim(
    'When only a few dates are possible, an Autocomplete lists them, and the calendar (opened with the button) shows them in context.',
    () => {
      const { container, unmount } = render(<AutocompleteField />);
      const input = container.querySelector('input')!;
      input.focus();
      fireEvent.mouseDown(input);
      const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')].map(
        (item) => item.textContent,
      );
      expect(options).toEqual([
        'Tuesday 22 October',
        'Thursday 24 October',
        'Tuesday 29 October',
        'Thursday 31 October',
        'Tuesday 5 November',
        'Thursday 7 November',
      ]);
      fireEvent.click(container.querySelector('button[aria-label^="Choose date"]')!);
      const days = [
        ...document.querySelectorAll<HTMLButtonElement>('.MuiPickersPopper-root button.MuiPickersDay-root'),
      ];
      const day = (number: number) => days.find((item) => item.textContent === String(number))!;
      expect([day(21).disabled, day(22).disabled, day(24).disabled]).toEqual([true, false, false]);
      unmount();
    },
  );

  claim(
    'With a native `<input>`, pass only the attributes an input understands: a picker also gives its field `ownerState`, `slots` and `slotProps`, which would end up as invalid DOM attributes.',
    () => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container, unmount } = render(<HookBrowserInput />);
      const input = container.querySelector('input')!;
      expect(input.value).toBe('10/17/2024');
      expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Native input');
      expect(input.getAttributeNames().filter((name) => /ownerstate|slots|slotprops/i.test(name))).toEqual([]);
      expect(quiet.mock.calls.flat().join(' ')).not.toMatch(/does not recognize|Invalid value for prop/);
      quiet.mockRestore();
      // Spreading everything onto an <input> does warn.
      const warned = vi.spyOn(console, 'error').mockImplementation(() => {});
      const Spread = (props: Record<string, unknown>) => <input {...(props as object)} />;
      render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopDatePicker slots={{ field: Spread }} />
        </LocalizationProvider>,
      ).unmount();
      expect(warned.mock.calls.flat().join(' ')).toMatch(/ownerState|slotProps/);
      warned.mockRestore();
      unmount();
    },
  );
});

describe('field props', () => {
  claim('`"spacious"` puts a space on each side of the `/`, `-` and `.` separators', () => {
    const value = dayjs('2024-10-17');
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField defaultValue={value} formatDensity="spacious" />
        <DateField defaultValue={value} formatDensity="spacious" format="YYYY-MM-DD" />
        <DateField defaultValue={value} formatDensity="spacious" format="DD.MM.YYYY" />
        <SingleInputDateRangeField defaultValue={[value, value.add(2, 'day')]} formatDensity="spacious" />
      </LocalizationProvider>,
    );
    expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
      '10 / 17 / 2024',
      '2024 - 10 - 17',
      '17 . 10 . 2024',
      '10 / 17 / 2024 – 10 / 19 / 2024',
    ]);
    unmount();
  });

  claim('`onClear` is called when it is clicked', () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    const { container, unmount } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DesktopDatePicker
          defaultValue={dayjs('2024-10-17')}
          onChange={onChange}
          slotProps={{ field: { clearable: true, onClear } }}
        />
      </LocalizationProvider>,
    );
    fireEvent.click(container.querySelector('.clearButton')!);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([null]);
    unmount();
  });
});
