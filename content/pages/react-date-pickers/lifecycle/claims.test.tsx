import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';

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
