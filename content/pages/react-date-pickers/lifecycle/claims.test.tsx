import { act, fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import DateTimeLifecycleLog from './demos/DateTimeLifecycleLog';
import DesktopLifecycleLog from './demos/DesktopLifecycleLog';

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

const VALUE = dayjs('2024-10-17');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const lastDialog = () => [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
const button = (root: Element, text: string | number) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent === String(text)) as HTMLButtonElement;
const show = (value: Dayjs | null) =>
  value === null ? null : value.isValid() ? value.format('YYYY-MM-DD') : 'invalid';

/** Records the callbacks in the order they fire. */
function recorder() {
  const log: string[] = [];
  return {
    log,
    props: {
      onChange: (value: Dayjs | null) => log.push(`change ${show(value)}`),
      onAccept: (value: Dayjs | null) => log.push(`accept ${show(value)}`),
      onClose: () => log.push('close'),
      onOpen: () => log.push('open'),
    },
  };
}

describe('desktop', () => {
  claim('Clicking a value in the **last view** (the day of a date picker', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(
      <DesktopDatePicker views={['year', 'day']} defaultValue={VALUE} {...props} />,
    );
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(lastDialog().querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    fireEvent.click(button(lastDialog(), 2026));
    expect(log).toEqual(['open', 'change 2026-10-17']);
    fireEvent.click(button(lastDialog(), 5));
    expect(log).toEqual(['open', 'change 2026-10-17', 'change 2026-10-05', 'accept 2026-10-05', 'close']);
    unmount();
  });

  claim(
    'on an uncontrolled picker that nobody has touched yet, clicking the value it already shows still calls them',
    () => {
      const { log, props } = recorder();
      const { container, unmount } = withAdapter(<DesktopDatePicker defaultValue={VALUE} {...props} />);
      fireEvent.click(container.querySelector('button')!);
      fireEvent.click(button(lastDialog(), 17));
      expect(log).toEqual(['open', 'change 2024-10-17', 'accept 2024-10-17', 'close']);
      log.length = 0;
      fireEvent.click(container.querySelector('button')!);
      fireEvent.click(button(lastDialog(), 17));
      // Touched now: the same value again reports nothing.
      expect(log).toEqual(['open', 'close']);
      unmount();
    },
  );

  claim('Typing **never** calls `onAccept`, even with a complete, valid date', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(<DesktopDatePicker defaultValue={VALUE} {...props} />);
    const input = container.querySelector('input')!;
    input.focus();
    input.setSelectionRange(3, 5);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(log).toEqual(['change 2024-10-18']);
    unmount();
  });

  claim('A typed value reaches `onAccept` only if the user later opens the picker and closes it.', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(<DesktopDatePicker defaultValue={VALUE} {...props} />);
    const input = container.querySelector('input')!;
    input.focus();
    input.setSelectionRange(3, 5);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.blur(input);
    expect(log).toEqual(['change 2024-10-18']);
    fireEvent.click(container.querySelector('button')!);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(log).toEqual(['change 2024-10-18', 'open', 'accept 2024-10-18', 'close']);
    unmount();
  });

  claim('Note that dismissing (:kbd[Escape], click outside) **keeps and accepts** the value chosen so far', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(
      <DesktopDatePicker views={['year', 'day']} defaultValue={VALUE} {...props} />,
    );
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(lastDialog().querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    fireEvent.click(button(lastDialog(), 2026));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(log).toEqual(['open', 'change 2026-10-17', 'accept 2026-10-17', 'close']);
    expect(container.querySelector('input')?.value).toBe('10/17/2026');
    unmount();
  });

  claim('so on desktop, **Cancel** after typing in the field also undoes the typing', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(
      <DesktopDatePicker defaultValue={VALUE} slotProps={{ actionBar: { actions: ['cancel'] } }} {...props} />,
    );
    const input = container.querySelector('input')!;
    input.focus();
    input.setSelectionRange(3, 5);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(button(lastDialog(), 'Cancel'));
    expect(log).toEqual(['change 2024-10-18', 'open', 'change 2024-10-17', 'close']);
    expect(input.value).toBe('10/17/2024');
    unmount();
  });
});

describe('defaults', () => {
  claim(
    'The action bar defaults to no buttons on `DesktopDatePicker` and `DesktopDateRangePicker`, to an **OK** button on `DesktopTimePicker`',
    () => {
      const actions = () =>
        [...lastDialog().querySelectorAll('.MuiPickersLayout-actionBar button')].map((item) => item.textContent);
      const date = withAdapter(<DesktopDatePicker open />);
      expect(actions()).toEqual([]);
      date.unmount();
      const time = withAdapter(<DesktopTimePicker open />);
      expect(actions()).toEqual(['OK']);
      time.unmount();
      const mobile = withAdapter(<MobileDatePicker open />);
      expect(actions()).toEqual(['Cancel', 'OK']);
      mobile.unmount();
      const range = withAdapter(<DesktopDateRangePicker open />);
      const popper = [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
      expect(popper.querySelectorAll('.MuiPickersLayout-actionBar button')).toHaveLength(0);
      range.unmount();
    },
  );

  claim('Changing `value` from your own code never calls `onChange` or `onAccept`', () => {
    const onChange = vi.fn();
    const onAccept = vi.fn();
    const picker = (value: Dayjs) => (
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DesktopDatePicker value={value} onChange={onChange} onAccept={onAccept} />
      </LocalizationProvider>
    );
    const { container, rerender, unmount } = render(picker(VALUE));
    rerender(picker(VALUE.add(1, 'day')));
    expect(container.querySelector('input')?.value).toBe('10/18/2024');
    expect(onChange).not.toHaveBeenCalled();
    expect(onAccept).not.toHaveBeenCalled();
    unmount();
  });
});

describe('mobile', () => {
  claim(
    'Every click in the views calls `onChange`, including the last view, but nothing is accepted until the user presses **OK**',
    () => {
      const { log, props } = recorder();
      const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} {...props} />);
      fireEvent.click(container.querySelector('input')!);
      fireEvent.click(button(lastDialog(), 20));
      expect(log).toEqual(['open', 'change 2024-10-20']);
      fireEvent.click(button(lastDialog(), 'OK'));
      expect(log).toEqual(['open', 'change 2024-10-20', 'accept 2024-10-20', 'close']);
      unmount();
    },
  );

  claim(
    '**Cancel** restores the last accepted value, which on mobile is the value the picker had when it opened, and calls `onChange` with it.',
    () => {
      const { log, props } = recorder();
      const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} {...props} />);
      fireEvent.click(container.querySelector('input')!);
      fireEvent.click(button(lastDialog(), 20));
      fireEvent.click(button(lastDialog(), 'Cancel'));
      expect(log).toEqual(['open', 'change 2024-10-20', 'change 2024-10-17', 'close']);
      unmount();
    },
  );

  claim('**Clear** button', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(
      <MobileDatePicker
        defaultValue={VALUE}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        {...props}
      />,
    );
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'Clear'));
    expect(log).toEqual(['open', 'change null', 'accept null', 'close']);
    log.length = 0;
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'Clear'));
    // Already null and already accepted: nothing but the close.
    expect(log).toEqual(['open', 'close']);
    unmount();
  });

  claim('**OK** (`accept`) button', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} {...props} />);
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'OK'));
    expect(log).toEqual(['open', 'change 2024-10-17', 'accept 2024-10-17', 'close']);
    log.length = 0;
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'OK'));
    expect(log).toEqual(['open', 'close']);
    unmount();
  });

  claim('clicking it, or pressing :kbd[Enter] or :kbd[Space] on it, opens the dialog', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} {...props} />);
    const input = container.querySelector('input')!;
    expect(input.readOnly).toBe(true);
    fireEvent.keyDown(input, { key: ' ' });
    expect(log).toEqual(['open']);
    unmount();
  });
});

describe('ranges, shortcuts and static pickers', () => {
  claim('Completing the start date calls `onChange` with `[start, null]` while the end is still empty', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(<SingleInputDateRangeField onChange={onChange} />);
    const input = container.querySelector('input')!;
    input.focus();
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
    fireEvent.paste(input, { clipboardData: { getData: () => '10/17/2024 – ' } });
    const ranges = onChange.mock.calls.map(([value]) => value.map(show));
    expect(ranges.at(-1)).toEqual(['2024-10-17', null]);
    unmount();
  });

  claim(
    'With the default `changeImportance="accept"`, it also calls `onAccept` (when the value changed) and closes the picker',
    () => {
      const { log, props } = recorder();
      const items = [{ label: 'New year', getValue: () => dayjs('2025-01-01') }];
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <>
          <DesktopDatePicker defaultValue={VALUE} slotProps={{ shortcuts: { items } }} {...props} />
          <DesktopDatePicker
            defaultValue={VALUE}
            slotProps={{ shortcuts: { items, changeImportance: 'set' } }}
            onChange={onChange}
          />
        </>,
      );
      const [first, second] = take(container.querySelectorAll('button'), 2);
      const shortcut = () =>
        [...lastDialog().querySelectorAll('.MuiChip-root')].find((chip) => chip.textContent === 'New year')!;
      fireEvent.click(first);
      fireEvent.click(shortcut());
      expect(log).toEqual(['open', 'change 2025-01-01', 'accept 2025-01-01', 'close']);
      fireEvent.click(second);
      fireEvent.click(shortcut());
      expect(at(onChange.mock.calls, 0)[1].shortcut).toMatchObject({ label: 'New year' });
      unmount();
    },
  );

  claim('`onClose` is still called where a regular picker would close, for example after **OK**', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(<StaticDatePicker defaultValue={VALUE} {...props} />);
    fireEvent.click(button(container, 20));
    fireEvent.click(button(container, 'OK'));
    expect(log).toEqual(['change 2024-10-20', 'accept 2024-10-20', 'close']);
    unmount();
  });
});

untestable(
  ':kbd[Enter] or :kbd[Space] selects the focused item exactly like a click',
  'the days and options are native buttons that the browser clicks on Enter and Space; jsdom does not',
);

/** The entries of a demo's event log, oldest first. */
const logOf = (root: Element) =>
  [...root.querySelectorAll('[aria-label="Event log"] li')].map((item) => item.textContent).reverse();

describe('the demos', () => {
  claim(
    'It reports them with two callbacks: `onChange` for every new value, and `onAccept` for the value the user settled on.',
    () => {
      const { container, unmount } = render(<DesktopLifecycleLog />);
      fireEvent.click(container.querySelector('button')!);
      fireEvent.click(lastDialog().querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
      fireEvent.click(button(lastDialog(), 2025));
      fireEvent.click(button(lastDialog(), 3));
      expect(logOf(container)).toEqual([
        'onOpen',
        'onChange: 2025-10-17',
        'onChange: 2025-10-03',
        'onAccept: 2025-10-03',
        'onClose',
      ]);
      unmount();
    },
  );

  claim('Open the picker below, click a year, then a day, and watch the log. Then try **Cancel**, **Clear**', () => {
    const { container, unmount } = render(<DesktopLifecycleLog />);
    const open = () => fireEvent.click(container.querySelector('.MuiInputAdornment-root button')!);
    open();
    fireEvent.click(lastDialog().querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    fireEvent.click(button(lastDialog(), 2026));
    fireEvent.click(button(lastDialog(), 'Cancel'));
    open();
    fireEvent.click(button(lastDialog(), 'Clear'));
    expect(logOf(container)).toEqual([
      'onOpen',
      'onChange: 2026-10-17',
      'onChange: 2024-10-17',
      'onClose',
      'onOpen',
      'onChange: null',
      'onAccept: null',
      'onClose',
    ]);
    unmount();
  });

  claim('The demo uses a controlled `value`: the button changes it from outside, which logs nothing.', () => {
    const { container, unmount } = render(<DateTimeLifecycleLog />);
    fireEvent.click(container.querySelector('.MuiInputAdornment-root button')!);
    fireEvent.click(button(lastDialog(), 20));
    const input = container.querySelector('input')!;
    expect(input.value).toBe('10/20/2024 09:30 AM');
    const before = logOf(container).length;
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    const after = logOf(container).length;
    fireEvent.click(button(container, 'Reset from outside (no callback fires)'));
    expect(input.value).toBe('10/17/2024 09:30 AM');
    expect(logOf(container)).toHaveLength(after);
    expect(after).toBeGreaterThan(before);
    unmount();
  });
});

describe('closeOnSelect', () => {
  claim('With `closeOnSelect` on (the desktop default):', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(
      <>
        <DesktopDatePicker defaultValue={VALUE} closeOnSelect={false} {...props} />
      </>,
    );
    fireEvent.click(container.querySelector('button')!);
    const popup = lastDialog();
    fireEvent.click(button(popup, 20));
    // Turned off, the last view only changes the value: no accept, still open.
    expect(log).toEqual(['open', 'change 2024-10-20']);
    expect(document.body.contains(popup)).toBe(true);
    unmount();
  });

  claim('Mobile variants default to `closeOnSelect={false}` and show **Cancel** and **OK**.', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} {...props} />);
    fireEvent.click(container.querySelector('input')!);
    const dialog = lastDialog();
    expect([...dialog.querySelectorAll('.MuiPickersLayout-actionBar button')].map((item) => item.textContent)).toEqual([
      'Cancel',
      'OK',
    ]);
    fireEvent.click(button(dialog, 20));
    expect(log).toEqual(['open', 'change 2024-10-20']);
    expect(document.body.contains(dialog)).toBe(true);
    unmount();
  });
});

describe('the closing table', () => {
  const mobile = (defaultValue: Dayjs | null, actions: ('clear' | 'today' | 'cancel' | 'accept')[]) => {
    const recorded = recorder();
    const view = withAdapter(
      <MobileDatePicker defaultValue={defaultValue} slotProps={{ actionBar: { actions } }} {...recorded.props} />,
    );
    const open = () => fireEvent.click(view.container.querySelector('input')!);
    return { ...recorded, ...view, open };
  };

  claim('no (yes on an untouched uncontrolled picker: the default value is reported)', () => {
    const picker = mobile(VALUE, ['accept']);
    picker.open();
    fireEvent.click(button(lastDialog(), 20));
    fireEvent.click(button(lastDialog(), 'OK'));
    // A change made in the views is not reported again by OK.
    expect(picker.log).toEqual(['open', 'change 2024-10-20', 'accept 2024-10-20', 'close']);
    picker.unmount();
  });

  claim('if the value differs from the last accepted one (always on an untouched uncontrolled picker)', () => {
    const controlled = recorder();
    const { container, unmount } = withAdapter(
      <MobileDatePicker value={VALUE} slotProps={{ actionBar: { actions: ['accept'] } }} {...controlled.props} />,
    );
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'OK'));
    // Controlled, so never "untouched": the same value is not accepted again.
    expect(controlled.log).toEqual(['open', 'close']);
    unmount();
  });

  claim('with `null`, if the value was not already `null` (always on an untouched uncontrolled picker)', () => {
    const picker = mobile(null, ['clear']);
    picker.open();
    fireEvent.click(button(lastDialog(), 'Clear'));
    picker.open();
    fireEvent.click(button(lastDialog(), 'Clear'));
    expect(picker.log).toEqual(['open', 'change null', 'accept null', 'close', 'open', 'close']);
    picker.unmount();
  });

  claim('with the current date, if it differs (always on an untouched uncontrolled picker)', () => {
    const today = dayjs().startOf('day');
    const picker = mobile(today, ['today']);
    picker.open();
    fireEvent.click(button(lastDialog(), 'Today'));
    picker.open();
    fireEvent.click(button(lastDialog(), 'Today'));
    const day = today.format('YYYY-MM-DD');
    expect(picker.log).toEqual(['open', `change ${day}`, `accept ${day}`, 'close', 'open', 'close']);
    picker.unmount();
  });

  claim(':kbd[Escape], click outside the popper or the dialog backdrop', () => {
    const picker = mobile(VALUE, ['cancel', 'accept']);
    picker.open();
    fireEvent.click(button(lastDialog(), 20));
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(picker.log).toEqual(['open', 'change 2024-10-20', 'accept 2024-10-20', 'close']);
    picker.log.length = 0;
    // Nothing changed this time: the backdrop only closes.
    picker.open();
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(picker.log).toEqual(['open', 'close']);
    picker.unmount();
  });
});

describe('the callbacks table', () => {
  claim(
    'the user opens the popup or dialog (with a controlled `open`, when the user asks to: nothing opens until you set `open`)',
    async () => {
      const onOpen = vi.fn();
      const onClose = vi.fn();
      const picker = (open: boolean) => (
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DesktopDatePicker open={open} onOpen={onOpen} onClose={onClose} />
        </LocalizationProvider>
      );
      const { container, rerender, unmount } = render(picker(false));
      fireEvent.click(container.querySelector('button')!);
      expect(onOpen).toHaveBeenCalledTimes(1);
      expect(onOpen.mock.calls[0]).toEqual([]);
      expect(document.querySelector('[role="dialog"]')).toBeNull();
      rerender(picker(true));
      await act(async () => {});
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      // The picker asked to close, with no argument, but `open` still says true.
      expect(onClose.mock.calls).toEqual([[]]);
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
      rerender(picker(false));
      await act(async () => {});
      expect([onOpen.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
      unmount();
    },
  );

  claim('Setting `open` from your code calls neither `onOpen` nor `onClose`', () => {
    const onOpen = vi.fn();
    const { unmount } = withAdapter(<DesktopDatePicker open onOpen={onOpen} />);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
    unmount();
  });

  claim(
    'the validation error of the value changes, including on the first render when the initial value is already invalid',
    () => {
      const onError = vi.fn();
      const { unmount } = withAdapter(
        <DateField maxDate={dayjs('2024-01-01')} defaultValue={VALUE} onError={onError} />,
      );
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0]![0]).toBe('maxDate');
      expect(show(onError.mock.calls[0]![1] as Dayjs)).toBe('2024-10-17');
      unmount();
    },
  );

  claim('the new value, and a context with `validationError`', () => {
    const onChange = vi.fn();
    const onAccept = vi.fn();
    const { container, unmount } = withAdapter(
      <DesktopDatePicker defaultValue={VALUE} onChange={onChange} onAccept={onAccept} />,
    );
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(button(lastDialog(), 20));
    expect(onChange.mock.calls[0]![1]).toEqual({ validationError: null });
    // "the accepted value and the same context": the very same object.
    expect(onAccept.mock.calls[0]![1]).toBe(onChange.mock.calls[0]![1]);
    unmount();
  });
});

describe('the closing table, more rows', () => {
  afterEach(() => vi.useRealTimers());

  claim('yes, back to the last accepted value, if the shown value differs', () => {
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(<MobileDatePicker defaultValue={VALUE} {...props} />);
    fireEvent.click(container.querySelector('input')!);
    fireEvent.click(button(lastDialog(), 'Cancel'));
    // Nothing was changed: Cancel only closes.
    expect(log).toEqual(['open', 'close']);
    unmount();
  });

  claim(
    'Date pickers use the start of today; time and date time pickers use the current time to the millisecond, so on them it always differs',
    () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2024-10-17T09:30:15.250'));
      const log: string[] = [];
      const record = (name: string) => (value: Dayjs | null) => log.push(`${name} ${value?.format('HH:mm:ss.SSS')}`);
      const { container, unmount } = withAdapter(
        <MobileDateTimePicker
          slotProps={{ actionBar: { actions: ['today'] } }}
          onChange={record('change')}
          onAccept={record('accept')}
        />,
      );
      fireEvent.click(container.querySelector('input')!);
      fireEvent.click(button(lastDialog(), 'Today'));
      vi.setSystemTime(new Date('2024-10-17T09:30:15.251'));
      fireEvent.click(container.querySelector('input')!);
      fireEvent.click(button(lastDialog(), 'Today'));
      expect(log).toEqual(['change 09:30:15.250', 'accept 09:30:15.250', 'change 09:30:15.251', 'accept 09:30:15.251']);
      unmount();
    },
  );

  claim('if the shown value differs from the last accepted one', async () => {
    // The desktop variant, closed with Escape: a day picked on the way to the time is accepted.
    const { log, props } = recorder();
    const { container, unmount } = withAdapter(
      <DesktopDateTimePicker defaultValue={dayjs('2024-10-17T09:30')} {...props} />,
    );
    fireEvent.click(container.querySelector('button')!);
    fireEvent.click(button(lastDialog(), 20));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(log).toEqual(['open', 'change 2024-10-20', 'accept 2024-10-20', 'close']);
    log.length = 0;
    fireEvent.click(container.querySelector('button')!);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(log).toEqual(['open', 'close']);
    unmount();
  });
});

describe('range pickers', () => {
  const show2 = (value: [Dayjs | null, Dayjs | null]) => `[${value.map((bound) => String(show(bound))).join(', ')}]`;
  const rangePicker = (props: Partial<React.ComponentProps<typeof DesktopDateRangePicker<Dayjs>>>) => {
    const log: string[] = [];
    const view = withAdapter(
      <DesktopDateRangePicker
        calendars={1}
        referenceDate={VALUE}
        onChange={(value) => log.push(`change ${show2(value)}`)}
        onAccept={(value) => log.push(`accept ${show2(value)}`)}
        onClose={() => log.push('close')}
        {...props}
      />,
    );
    const [start, end] = take(view.container.querySelectorAll('input'), 2);
    const popper = () => [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;
    const day = (number: number) =>
      [...popper().querySelectorAll<HTMLButtonElement>('button.MuiDateRangePickerDay-day')].find(
        (item) => item.textContent === String(number),
      )!;
    return { log, view, start, end, popper, day };
  };

  claim(
    'On range pickers, a click that sets the start only calls `onChange`, and the picker moves on to the end.',
    () => {
      const picker = rangePicker({});
      fireEvent.click(picker.start);
      fireEvent.click(picker.day(10));
      expect(picker.log).toEqual(['change [2024-10-10, null]']);
      expect(document.body.contains(picker.popper())).toBe(true);
      fireEvent.click(picker.day(15));
      expect(picker.log.slice(1)).toEqual([
        'change [2024-10-10, 2024-10-15]',
        'accept [2024-10-10, 2024-10-15]',
        'close',
      ]);
      picker.view.unmount();
    },
  );

  claim(
    'when editing an existing range, the old end is kept (`[newStart, end]`), unless the new start falls after it, which clears the end.',
    () => {
      const picker = rangePicker({ defaultValue: [VALUE.date(10), VALUE.date(15)] });
      fireEvent.click(picker.start);
      fireEvent.click(picker.day(12));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      fireEvent.click(picker.start);
      fireEvent.click(picker.day(20));
      expect(picker.log.filter((entry) => entry.startsWith('change'))).toEqual([
        'change [2024-10-12, 2024-10-15]',
        'change [2024-10-20, null]',
      ]);
      picker.view.unmount();
    },
  );

  claim(
    'opening the picker from the end input, or with `rangePosition="end"`, therefore accepts after a single click, but only when a start is already set and the clicked day is not before it',
    () => {
      const withStart = rangePicker({ defaultValue: [VALUE.date(10), null] });
      fireEvent.click(withStart.end);
      fireEvent.click(withStart.day(18));
      expect(withStart.log).toEqual(['change [2024-10-10, 2024-10-18]', 'accept [2024-10-10, 2024-10-18]', 'close']);
      withStart.view.unmount();
      const noStart = rangePicker({});
      fireEvent.click(noStart.end);
      fireEvent.click(noStart.day(18));
      expect(noStart.log).toEqual(['change [null, 2024-10-18]']);
      noStart.view.unmount();
      const before = rangePicker({ defaultValue: [VALUE.date(10), VALUE.date(15)] });
      fireEvent.click(before.end);
      fireEvent.click(before.day(5));
      expect(before.log).toEqual(['change [2024-10-05, null]']);
      before.view.unmount();
    },
  );
});

describe('shortcuts and standalone views', () => {
  claim(
    "A click on a [shortcut](/x/react-date-pickers/shortcuts/) calls `onChange` with `context.shortcut` set to the clicked item, when the shortcut's value differs from the current one (a shortcut returning the value already selected calls nothing, except on an uncontrolled picker nobody has touched yet, where it still calls `onChange`, but not `onAccept`)",
    () => {
      const onChange = vi.fn();
      const onAccept = vi.fn();
      const items = [{ label: 'Same', getValue: () => VALUE }];
      const { container, unmount } = withAdapter(
        <>
          <DesktopDatePicker value={VALUE} onChange={onChange} slotProps={{ shortcuts: { items } }} />
          <DesktopDatePicker
            defaultValue={VALUE}
            onChange={onChange}
            onAccept={onAccept}
            slotProps={{ shortcuts: { items } }}
          />
        </>,
      );
      const [controlled, untouched] = take(container.querySelectorAll('button'), 2);
      const shortcut = () =>
        [...lastDialog().querySelectorAll('.MuiChip-root')].find((item) => item.textContent === 'Same')!;
      fireEvent.click(controlled);
      fireEvent.click(shortcut());
      expect(onChange).not.toHaveBeenCalled();
      // The exception of every view: an uncontrolled picker nobody has touched reports it.
      fireEvent.click(untouched);
      fireEvent.click(shortcut());
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(at(onChange.mock.calls, 0)[1].shortcut).toEqual({ label: 'Same' });
      expect(onAccept).not.toHaveBeenCalled();
      unmount();
    },
  );

  claim(
    "Calendars and clocks used alone (`DateCalendar`, `TimeClock`, `DateRangeCalendar`…) only have `onChange`, whose second argument is the selection state: `'partial'`, `'shallow'` (clock hand being dragged) or `'finish'`.",
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <>
          <DateCalendar defaultValue={VALUE} views={['year', 'day']} openTo="year" onChange={onChange} />
          <TimeClock defaultValue={VALUE} onChange={onChange} />
        </>,
      );
      fireEvent.click(button(container, 2025));
      fireEvent.click(button(container, 3));
      const mask = container.querySelector('.MuiClock-squareMask')!;
      const move = new MouseEvent('mousemove', { bubbles: true, buttons: 1 });
      Object.defineProperties(move, { offsetX: { value: 200 }, offsetY: { value: 110 } });
      mask.dispatchEvent(move);
      expect(onChange.mock.calls.map(([, state]) => state)).toEqual(['partial', 'finish', 'shallow']);
      unmount();
    },
  );
});
