import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import DateTimeRangePickerViews from './demos/DateTimeRangePickerViews';

/**
 * Renders a picker alone and returns what it added to the document (its container and its popup's portal); it is
 * unmounted after the test.
 */
let unmountLast: (() => void) | null = null;
function renderAlone(picker: React.ReactElement): Element[] {
  const before = new Set(document.body.children);
  unmountLast = render(<LocalizationProvider dateAdapter={AdapterDayjs}>{picker}</LocalizationProvider>).unmount;
  return [...document.body.children].filter((element) => !before.has(element));
}
const inAll = (roots: Element[], selector: string) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);
const texts = (elements: Element[]) => elements.map((element) => element.textContent);
afterEach(() => {
  unmountLast?.();
  unmountLast = null;
});

describe('basic usage', () => {
  claim('The default field is a `MultiInputDateTimeRangeField`, one input per bound.', () => {
    const roots = renderAlone(<DateTimeRangePicker localeText={{ start: 'Pick-up', end: 'Return' }} />);
    expect(inAll(roots, '.MuiMultiInputDateTimeRangeField-root')).toHaveLength(1);
    expect(texts(inAll(roots, 'label'))).toEqual(['Pick-up', 'Return']);
    expect(inAll(roots, 'input')).toHaveLength(2);
  });

  claim('without one it throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DateTimeRangePicker />)).toThrow(/LocalizationProvider/);
    consoleError.mockRestore();
  });
});

describe('variants', () => {
  claim(
    "`DateTimeRangePicker` renders `DesktopDateTimeRangePicker` when `desktopModeMediaQuery` matches (`'@media (pointer: fine)'` by default) and `MobileDateTimeRangePicker` otherwise.",
    () => {
      const queries: string[] = [];
      const matchMedia = (matches: boolean) => (query: string) => {
        queries.push(query);
        return {
          matches,
          media: query,
          addListener() {},
          removeListener() {},
          addEventListener() {},
          removeEventListener() {},
        };
      };
      // jsdom has no matchMedia: stub it to say whether the pointer is fine.
      const original = window.matchMedia;
      window.matchMedia = matchMedia(true) as unknown as typeof window.matchMedia;
      const desktop = renderAlone(<DateTimeRangePicker />);
      // The desktop field is editable; the mobile one is read-only and opens a dialog.
      expect(inAll(desktop, 'input').every((input) => !(input as HTMLInputElement).readOnly)).toBe(true);
      unmountLast!();
      window.matchMedia = matchMedia(false) as unknown as typeof window.matchMedia;
      const mobile = renderAlone(<DateTimeRangePicker />);
      expect(inAll(mobile, 'input').every((input) => (input as HTMLInputElement).readOnly)).toBe(true);
      window.matchMedia = original;
      expect(queries).toContain('(pointer: fine)');
    },
  );

  claim('`calendars`, 1 by default', () => {
    const roots = renderAlone(<DesktopDateTimeRangePicker open />);
    expect(inAll(roots, '.MuiDateRangeCalendar-monthContainer')).toHaveLength(1);
  });

  claim('always 1', () => {
    const roots = renderAlone(<MobileDateTimeRangePicker open {...({ calendars: 2 } as object)} />);
    expect(inAll(roots, '.MuiDateRangeCalendar-monthContainer')).toHaveLength(1);
  });

  claim('**OK** (none when the time fits in one column)', () => {
    expect(
      texts(inAll(renderAlone(<DesktopDateTimeRangePicker open />), '.MuiPickersLayout-actionBar button')),
    ).toEqual(['OK']);
    unmountLast!();
    const singleColumn = renderAlone(<DesktopDateTimeRangePicker open timeSteps={{ minutes: 60 }} />);
    expect(inAll(singleColumn, '.MuiPickersLayout-actionBar button')).toHaveLength(0);
  });

  claim('**Cancel** and **OK**', () => {
    const roots = renderAlone(<MobileDateTimeRangePicker open />);
    expect(texts(inAll(roots, '.MuiPickersLayout-actionBar button'))).toEqual(['Cancel', 'OK']);
  });
});

describe('views and time', () => {
  const sections = (roots: Element[]) =>
    inAll(roots, '.MuiMultiSectionDigitalClockSection-root').map(
      (section) => section.querySelectorAll('[role="option"]').length,
    );

  claim("the default is `['day', 'hours', 'minutes']`", () => {
    const roots = renderAlone(<DesktopDateTimeRangePicker open />);
    expect(inAll(roots, '.MuiDateRangeCalendar-root')).toHaveLength(1);
    // Hours, minutes and, with the English locale's 12-hour clock, AM/PM.
    expect(sections(roots)).toEqual([12, 12, 2]);
  });

  claim('The time columns follow `timeSteps` (`{ hours: 1, minutes: 5, seconds: 5 }` by default).', () => {
    const roots = renderAlone(
      <DesktopDateTimeRangePicker open views={['day', 'hours', 'minutes', 'seconds']} ampm={false} />,
    );
    expect(sections(roots)).toEqual([24, 12, 12]);
  });

  claim("by default it follows the adapter's locale", () => {
    const roots = renderAlone(<DesktopDateTimeRangePicker open ampm={false} />);
    expect(sections(roots)).toEqual([24, 12]);
  });

  claim(
    'is at most `thresholdToRenderTimeInASingleColumn` (24 by default), the time is chosen from a single list instead of columns',
    () => {
      const roots = renderAlone(<DesktopDateTimeRangePicker open timeSteps={{ minutes: 60 }} />);
      expect(sections(roots)).toEqual([]);
      expect(inAll(roots, '.MuiDigitalClock-root [role="option"]')).toHaveLength(24);
    },
  );

  claim('The second picker below lists every quarter hour (96 options) and raises the threshold to match.', () => {
    const before = new Set(document.body.children);
    const { container, unmount } = render(<DateTimeRangePickerViews />);
    unmountLast = unmount;
    const inputs = container.querySelectorAll('.MuiMultiInputDateTimeRangeField-root');
    // Open the second picker from its start field.
    const second = inputs[inputs.length - 1]!.querySelector('input')!;
    fireEvent.click(second);
    const popup = [...document.body.children].filter((element) => !before.has(element));
    const options = inAll(popup, '.MuiDigitalClock-root [role="option"]');
    expect(options.length === 0 ? 'not open' : options.length).toBe(96);
  });

  claim('`minTime`, `maxTime`, `shouldDisableTime` and `minutesStep` restrict the times of every day', () => {
    const roots = renderAlone(
      <DesktopDateTimeRangePicker
        open
        ampm={false}
        minTime={dayjs('2024-01-01T09:00')}
        defaultValue={[dayjs('2024-10-17T10:00'), dayjs('2024-10-18T10:00')]}
      />,
    );
    const hours = inAll(roots, '.MuiMultiSectionDigitalClockSection-root')[0]!.querySelectorAll('[role="option"]');
    const disabled = [...hours].filter((option) => option.getAttribute('aria-disabled') === 'true');
    expect(texts(disabled)).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08']);
  });
});

describe('onChange', () => {
  claim('`onChange` fires on every step of the flow (the start day, each time column, the end day…)', () => {
    const onChange = vi.fn();
    const roots = renderAlone(
      <DesktopDateTimeRangePicker open ampm={false} referenceDate={dayjs('2024-10-17T00:00')} onChange={onChange} />,
    );
    const day = (text: string) =>
      inAll(roots, '.MuiDateRangePickerDay-day').find((element) => element.textContent === text) as HTMLElement;
    fireEvent.click(day('10'));
    const hour = inAll(roots, '.MuiMultiSectionDigitalClockSection-root')[0]!.querySelectorAll('[role="option"]')[9]!;
    fireEvent.click(hour);
    const format = (range: [Dayjs | null, Dayjs | null]) => range.map((date) => date?.format('MM-DD HH:mm') ?? null);
    expect(onChange.mock.calls.map(([range]) => format(range))).toEqual([
      ['10-10 00:00', null],
      ['10-10 09:00', null],
    ]);
  });
});

describe('closing on select', () => {
  /**
   * Picks 10 October 09:00 to 12 October 10:00 in a picker whose time fits one list; returns the last range it
   * reported and how many times it asked to close.
   */
  function completeRange(Picker: typeof DesktopDateTimeRangePicker) {
    const onClose = vi.fn();
    const onChange = vi.fn();
    const roots = renderAlone(
      <Picker
        open
        onClose={onClose}
        onChange={onChange}
        ampm={false}
        timeSteps={{ minutes: 60 }}
        referenceDate={dayjs('2024-10-17')}
      />,
    );
    const click = (selector: string, text: string) =>
      fireEvent.click(inAll(roots, selector).find((element) => element.textContent === text)!);
    click('.MuiDateRangePickerDay-day', '10');
    click('.MuiDigitalClock-item', '09:00');
    click('.MuiDateRangePickerDay-day', '12');
    click('.MuiDigitalClock-item', '10:00');
    const range = (onChange.mock.lastCall![0] as [Dayjs, Dayjs]).map((date) => date.format('MM-DD HH:mm'));
    return { range, closes: onClose.mock.calls.length };
  }

  claim('`closeOnSelect` default', () => {
    const complete = ['10-10 09:00', '10-12 10:00'];
    expect(completeRange(DesktopDateTimeRangePicker)).toEqual({ range: complete, closes: 1 });
    unmountLast!();
    unmountLast = null;
    expect(completeRange(MobileDateTimeRangePicker as typeof DesktopDateTimeRangePicker)).toEqual({
      range: complete,
      closes: 0,
    });
  });
});

describe('action bar and single input', () => {
  // One picker is mounted at a time: the action bar in the document is its own.
  const actions = () => texts([...document.querySelectorAll('.MuiPickersLayout-actionBar button')]);

  claim('Default action bar', () => {
    renderAlone(<DesktopDateTimeRangePicker open />);
    expect(actions()).toEqual(['OK']);
    unmountLast?.();
    const hourly = renderAlone(<DesktopDateTimeRangePicker open timeSteps={{ minutes: 60 }} />);
    // 24 options a day: the time fits in one column, and there is no button.
    expect(
      inAll(hourly, '.MuiDigitalClock-root').length + document.querySelectorAll('.MuiDigitalClock-root').length,
    ).toBeGreaterThan(0);
    expect(actions()).toEqual([]);
    unmountLast?.();
    renderAlone(<MobileDateTimeRangePicker open />);
    expect(actions()).toEqual(['Cancel', 'OK']);
  });

  claim(
    'Text field props go through `slotProps.textField`, field props (`dateSeparator`, `clearable`…) through `slotProps.field`; the clear button only shows on the desktop variant, since the mobile field is read-only.',
    () => {
      const value: [Dayjs, Dayjs] = [dayjs('2024-10-17T09:00'), dayjs('2024-10-18T17:00')];
      const props = {
        defaultValue: value,
        slots: { field: SingleInputDateTimeRangeField },
        slotProps: {
          textField: { label: 'Stay', fullWidth: true },
          field: { dateSeparator: 'to', clearable: true },
        },
      } as const;
      const desktop = renderAlone(<DesktopDateTimeRangePicker {...props} ampm={false} />);
      expect((inAll(desktop, 'input')[0] as HTMLInputElement).value).toBe('10/17/2024 09:00 to 10/18/2024 17:00');
      expect(texts(inAll(desktop, 'label'))).toEqual(['Stay']);
      expect(inAll(desktop, '.MuiFormControl-fullWidth')).toHaveLength(1);
      expect(inAll(desktop, 'button[title="Clear"]')).toHaveLength(1);
      unmountLast?.();
      const mobile = renderAlone(<MobileDateTimeRangePicker {...props} ampm={false} />);
      expect((inAll(mobile, 'input')[0] as HTMLInputElement).readOnly).toBe(true);
      expect(inAll(mobile, 'button[title="Clear"]')).toHaveLength(0);
    },
  );
});

untestable('See the [validation page](/x/react-date-pickers/validation/) for every code.', 'a link to another page');
