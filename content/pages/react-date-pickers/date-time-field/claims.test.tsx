import * as React from 'react';
import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';

const at = <T,>(list: ArrayLike<T>, index: number): T => {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
};

const VALUE = dayjs('2024-10-17T09:30');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const describeValue = (value: Dayjs | null) =>
  value === null ? null : value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'invalid';

describe('an accessible field', () => {
  const onChange = vi.fn();
  const onClear = vi.fn();
  let field: Element;
  const sections = () => [...field.querySelectorAll<HTMLElement>('.MuiPickersSectionList-sectionContent')];
  const texts = () => sections().map((section) => section.textContent);
  /** Types into the focused section, as the browser reports it: the section's text replaced by the character. */
  const type = (character: string) => {
    const section = document.activeElement as HTMLElement;
    section.textContent = character;
    fireEvent.input(section);
  };
  const press = (key: string, options: object = {}) => fireEvent.keyDown(document.activeElement!, { key, ...options });
  beforeAll(() => {
    field = withAdapter(
      <DateTimeField enableAccessibleFieldDOMStructure clearable onChange={onChange} onClear={onClear} />,
    ).container;
  });

  claim(
    'Without a value the field shows its format as a placeholder (`MM/DD/YYYY hh:mm aa` with the default English locale).',
    () => {
      expect(texts()).toEqual(['MM', 'DD', 'YYYY', 'hh', 'mm', 'aa']);
    },
  );

  claim('Click a section, or tab into the field, to select it.', () => {
    fireEvent.click(at(sections(), 0));
    at(sections(), 0).focus();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Month');
  });

  claim('the selection moves to the next section once the current one is complete', () => {
    type('1');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Month');
    type('0');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Day');
  });

  claim(
    'It is not called on every keystroke: only when the field holds a new complete date, when the whole field is emptied (`null`), or when it becomes partially filled (an invalid date).',
    () => {
      // The first keystroke made the empty field partially filled; the next partial edits did not call it again.
      expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual(['invalid']);
      type('1');
      type('7');
      for (const digit of '2024') type(digit);
      type('0');
      type('9');
      type('3');
      type('0');
      expect(onChange.mock.calls.length).toBe(1);
      type('a');
      expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual(['invalid', '2024-10-17 09:30']);
    },
  );

  claim('editing the hour `10` into `12` calls it twice (with 01, then 12)', () => {
    onChange.mockClear();
    fireEvent.click(at(sections(), 3));
    at(sections(), 3).focus();
    type('1');
    type('2');
    expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual([
      '2024-10-17 01:30',
      '2024-10-17 00:30', // 12 AM
    ]);
  });

  claim('When only some sections are filled, the value is an invalid date object', () => {
    onChange.mockClear();
    press('Delete');
    const [value, context] = onChange.mock.calls[0] as [Dayjs, { validationError: string }];
    expect(value.isValid()).toBe(false);
    expect(context.validationError).toBe('invalidDate');
  });

  claim('after :kbd[Ctrl] + :kbd[A] they empty the whole field', () => {
    onChange.mockClear();
    press('a', { ctrlKey: true, keyCode: 65 });
    press('Delete');
    expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual([null]);
  });

  claim('`clearable` adds a clear button that empties the field in one click (it calls `onClear`).', () => {
    press('ArrowLeft');
    press('ArrowUp');
    const clear = field.querySelector('button[title="Clear"]') as HTMLButtonElement;
    onChange.mockClear();
    fireEvent.click(clear);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls.map(([value]) => describeValue(value))).toEqual([null]);
  });
});

describe('formats', () => {
  claim(
    '`ampm` chooses the 12- or 24-hour clock for the default format; a custom `format` decides by itself (`HH` or `hh A`).',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <DateTimeField defaultValue={VALUE.hour(15)} ampm={false} />
          <DateTimeField defaultValue={VALUE.hour(15)} ampm={false} format="MM/DD hh:mm A" />
          <DateTimeField defaultValue={VALUE.hour(15)} format="YYYY-MM-DD HH:mm" />
        </>,
      );
      expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
        '10/17/2024 15:30',
        '10/17 03:30 PM',
        '2024-10-17 15:30',
      ]);
      unmount();
    },
  );

  claim("`format` takes a format string of your date library, including localized ones such as `'L LT'`.", () => {
    const { container, unmount } = withAdapter(<DateTimeField defaultValue={VALUE} format="L LT" />);
    expect(container.querySelector('input')?.value).toBe('10/17/2024 09:30 AM');
    unmount();
  });

  claim('`formatDensity="spacious"` puts spaces around the `/`, `-` and `.` separators.', () => {
    const { container, unmount } = withAdapter(<DateTimeField defaultValue={VALUE} formatDensity="spacious" />);
    expect(container.querySelector('input')?.value.replace(/[\u2066-\u2069]/g, '')).toBe('10 / 17 / 2024 09:30 AM');
    unmount();
  });

  claim('A value that breaks one of them turns the field red and is reported by `onError`', () => {
    const onError = vi.fn();
    const { container, unmount } = withAdapter(
      <DateTimeField defaultValue={VALUE} minDateTime={VALUE.add(1, 'hour')} onError={onError} />,
    );
    expect(at(onError.mock.calls, 0)[0]).toBe('minTime');
    expect(container.querySelector('.Mui-error')).not.toBeNull();
    unmount();
  });
});

untestable('Use it when a calendar adds nothing', 'advice on when to choose the component');
untestable('All the section rules, keyboard details and the props shared by every field are on the', 'a link');

describe('the single-input field', () => {
  /** Selects the characters `start` to `end` and presses `key` there; returns the text after it. */
  const pressAt = (input: HTMLInputElement, start: number, end: number, key: string) => {
    input.focus();
    input.setSelectionRange(start, end);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key });
    return input.value;
  };

  claim(
    '`DateTimeField` is the input of the [Date Time Picker](/x/react-date-pickers/date-time-picker/) used on its own',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <DesktopDateTimePicker defaultValue={VALUE} />
          <DateTimeField defaultValue={VALUE} />
        </>,
      );
      expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual([
        '10/17/2024 09:30 AM',
        '10/17/2024 09:30 AM',
      ]);
      unmount();
    },
  );

  claim('Render it inside a `LocalizationProvider`.', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DateTimeField />)).toThrow(/LocalizationProvider/);
    quiet.mockRestore();
  });

  claim(
    ':kbd[ArrowUp] and :kbd[ArrowDown] step the selected section, :kbd[PageUp] and :kbd[PageDown] by 5, :kbd[Home] and :kbd[End] jump to its limits. :kbd[ArrowLeft] and :kbd[ArrowRight] move between sections.',
    () => {
      const { container, unmount } = withAdapter(<DateTimeField defaultValue={VALUE} ampm={false} />);
      const input = container.querySelector('input')!;
      expect(pressAt(input, 3, 5, 'ArrowUp')).toBe('10/18/2024 09:30');
      expect(pressAt(input, 3, 5, 'PageDown')).toBe('10/13/2024 09:30');
      expect(pressAt(input, 11, 13, 'End')).toBe('10/13/2024 23:30');
      expect(pressAt(input, 11, 13, 'Home')).toBe('10/13/2024 00:30');
      fireEvent.keyDown(input, { key: 'ArrowRight' });
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.value).toBe('10/13/2024 00:31');
      unmount();
    },
  );

  claim('Sending such a value back through `value` keeps the partly typed sections on screen.', () => {
    function Controlled() {
      const [value, setValue] = React.useState<Dayjs | null>(VALUE);
      return <DateTimeField value={value} onChange={setValue} ampm={false} />;
    }
    const { container, unmount } = withAdapter(<Controlled />);
    const input = container.querySelector('input')!;
    expect(pressAt(input, 6, 10, 'Delete')).toBe('10/17/YYYY 09:30');
    unmount();
  });

  claim('Each date token becomes an editable section; any other character is shown as a separator.', () => {
    const { container, unmount } = withAdapter(<DateTimeField defaultValue={VALUE} format="DD.MM.YYYY [at] HH:mm" />);
    const input = container.querySelector('input')!;
    expect(input.value).toBe('17.10.2024 at 09:30');
    // ArrowRight from the year goes to the hours: "at" is not a section.
    expect(pressAt(input, 6, 10, 'ArrowRight')).toBe('17.10.2024 at 09:30');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('17.10.2024 at 10:30');
    unmount();
  });

  claim(
    '`DateTimeField` accepts the same validation props as the Date Time Picker: `minDate`, `maxDate`, `minTime`, `maxTime`, `minDateTime`, `maxDateTime`, `disablePast`, `disableFuture`, `shouldDisableDate`, `shouldDisableMonth`, `shouldDisableYear`, `shouldDisableTime`, `minutesStep`',
    () => {
      const now = dayjs();
      const cases: [string, React.ComponentProps<typeof DateTimeField<Dayjs>>, string][] = [
        ['minDate', { minDate: VALUE.add(1, 'day') }, 'minDate'],
        ['maxDate', { maxDate: VALUE.subtract(1, 'day') }, 'maxDate'],
        ['minTime', { minTime: VALUE.hour(10) }, 'minTime'],
        ['maxTime', { maxTime: VALUE.hour(9).minute(0) }, 'maxTime'],
        ['minDateTime', { minDateTime: VALUE.add(1, 'minute') }, 'minTime'],
        ['maxDateTime', { maxDateTime: VALUE.subtract(1, 'day') }, 'maxDate'],
        ['shouldDisableDate', { shouldDisableDate: () => true }, 'shouldDisableDate'],
        ['shouldDisableMonth', { shouldDisableMonth: () => true }, 'shouldDisableMonth'],
        ['shouldDisableYear', { shouldDisableYear: () => true }, 'shouldDisableYear'],
        ['shouldDisableTime', { shouldDisableTime: (_, view) => view === 'minutes' }, 'shouldDisableTime-minutes'],
        ['minutesStep', { minutesStep: 20 }, 'minutesStep'],
      ];
      for (const [name, props, code] of cases) {
        const onError = vi.fn();
        withAdapter(<DateTimeField defaultValue={VALUE} onError={onError} {...props} />).unmount();
        expect([name, onError.mock.calls.at(-1)?.[0]]).toEqual([name, code]);
      }
      const onError = vi.fn();
      withAdapter(
        <>
          <DateTimeField defaultValue={now.subtract(1, 'hour')} disablePast onError={onError} />
          <DateTimeField defaultValue={now.add(1, 'hour')} disableFuture onError={onError} />
        </>,
      ).unmount();
      expect(onError.mock.calls.map(([error]) => error)).toEqual(['disablePast', 'disableFuture']);
    },
  );

  claim('`onChange` receives the new value and a context with the `validationError` of that value.', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <DateTimeField defaultValue={VALUE} maxDate={VALUE} onChange={onChange} ampm={false} />,
    );
    pressAt(container.querySelector('input')!, 3, 5, 'ArrowUp');
    const [value, context] = onChange.mock.calls[0]!;
    expect(dayjs.isDayjs(value)).toBe(true);
    expect(context).toMatchObject({ validationError: 'maxDate' });
    unmount();
  });
});
