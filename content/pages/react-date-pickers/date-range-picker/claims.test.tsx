import { act, fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs as ProAdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRangePickerDay, type DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { LicenseInfo } from '@mui/x-license';
import { LocalizationProvider as ProLocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { beforeAll, describe, expect, vi } from 'vitest';
import { withPointer } from '@/claims/pointerMedia';
import { claim } from '@/claims/claim';
import DateRangePickerPosition from './demos/DateRangePickerPosition';
import DateRangePickerValidation from './demos/DateRangePickerValidation';

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

const REFERENCE = dayjs('2024-10-17');
const withAdapter = (element: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{element}</LocalizationProvider>);
const months = (root: Element) => [...root.querySelectorAll('.MuiDateRangeCalendar-monthContainer')];
const monthLabels = (root: Element) =>
  [...root.querySelectorAll('.MuiPickersArrowSwitcher-root, .MuiPickersCalendarHeader-label')]
    .map((label) => label.textContent)
    .filter(Boolean);
const day = (root: Element, text: number, month = 0) =>
  [...at(months(root), month).querySelectorAll('button[role="gridcell"]')].find(
    (button) => button.textContent === String(text),
  ) as HTMLButtonElement;
const range = (value: [Dayjs | null, Dayjs | null]) =>
  value.map((bound) => (bound === null ? null : bound.isValid() ? bound.format('MM-DD') : 'invalid'));
const popper = () => [...document.querySelectorAll('.MuiPickersPopper-root')].at(-1)!;

describe('licence', () => {
  claim('Without a licence key it works fully but shows a watermark and logs a notice in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The licence check runs once per key and worker: an empty key of this file's own makes it run (and log) here.
    LicenseInfo.setLicenseKey('');
    const { container, unmount } = withAdapter(<StaticDateRangePicker referenceDate={REFERENCE} />);
    expect(container.textContent).toContain('MUI X Missing license key');
    const logged = error.mock.calls.flat().join(' ') + vi.mocked(console.error).mock.calls.flat().join(' ');
    error.mockRestore();
    expect(logged).toMatch(/MUI X: Missing license key/);
    unmount();
  });
});

describe('the default picker', () => {
  let view: Element;
  const onChange = vi.fn();
  beforeAll(() => {
    view = withAdapter(
      <DesktopDateRangePicker
        localeText={{ start: 'Check-in', end: 'Check-out' }}
        referenceDate={REFERENCE}
        onChange={onChange}
      />,
    ).container;
  });

  claim(
    'By default the field is a `MultiInputDateRangeField`: one input per bound, labelled with the `start` and `end` locale texts.',
    () => {
      expect(view.querySelector('.MuiMultiInputDateRangeField-root')).not.toBeNull();
      expect([...view.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Check-in', 'Check-out']);
    },
  );

  claim('An empty picker has the value `[null, null]`.', () => {
    expect([...view.querySelectorAll('input')].map((input) => input.value)).toEqual(['', '']);
  });

  claim(
    'The desktop version opens a popper with two months side by side and closes as soon as the end date is picked',
    () => {
      fireEvent.click(view.querySelector('input')!);
      expect(months(popper())).toHaveLength(2);
      fireEvent.click(day(popper(), 10));
      fireEvent.click(day(popper(), 14));
      expect([...view.querySelectorAll('input')].map((input) => input.value)).toEqual(['10/10/2024', '10/14/2024']);
    },
  );

  claim('`onChange` fires after each click.', () => {
    expect(onChange.mock.calls.map(([value]) => range(value))).toEqual([
      ['10-10', null],
      ['10-10', '10-14'],
    ]);
  });
});

describe('picking', () => {
  const onChange = vi.fn();
  const onAccept = vi.fn();
  let view: Element;
  beforeAll(() => {
    view = withAdapter(
      <StaticDateRangePicker
        displayStaticWrapperAs="desktop"
        referenceDate={REFERENCE}
        onChange={onChange}
        onAccept={onAccept}
      />,
    ).container;
  });
  const last = () => range(onChange.mock.calls.at(-1)![0]);

  claim('Picking the start of an empty range gives `[start, null]`', () => {
    fireEvent.click(day(view, 10));
    expect(last()).toEqual(['10-10', null]);
    fireEvent.click(day(view, 14));
    expect(last()).toEqual(['10-10', '10-14']);
    fireEvent.click(day(view, 8));
    expect(last()).toEqual(['10-08', '10-14']);
  });

  claim('Either way the picker waits for the end', () => {
    const accepted = onAccept.mock.calls.length;
    fireEvent.click(day(view, 16));
    expect(last()).toEqual(['10-08', '10-16']);
    expect(onAccept.mock.calls.length).toBe(accepted + 1);
    fireEvent.click(day(view, 20));
    expect(last()).toEqual(['10-20', null]);
    expect(onAccept.mock.calls.length).toBe(accepted + 1);
  });

  claim(
    'When the user clicks a day that would put the end before the start (or the start after the end), the range restarts from that day',
    () => {
      fireEvent.click(day(view, 5));
      expect(last()).toEqual(['10-05', null]);
    },
  );
});

describe('variants', () => {
  claim('`StaticDateRangePicker` renders the calendar inline with no field.', () => {
    const { container, unmount } = withAdapter(
      <>
        <div id="mobile">
          <StaticDateRangePicker referenceDate={REFERENCE} />
        </div>
        <div id="desktop">
          <StaticDateRangePicker displayStaticWrapperAs="desktop" referenceDate={REFERENCE} />
        </div>
      </>,
    );
    expect(container.querySelector('input')).toBeNull();
    expect(months(container.querySelector('#mobile')!)).toHaveLength(1);
    expect(container.querySelector('#mobile .MuiPickersLayout-toolbar')).not.toBeNull();
    expect(months(container.querySelector('#desktop')!)).toHaveLength(2);
    expect(container.querySelector('#desktop .MuiPickersLayout-toolbar')).toBeNull();
    unmount();
  });

  claim('It uses the mobile layout and one month by default', () => {
    const { container, unmount } = withAdapter(<StaticDateRangePicker referenceDate={REFERENCE} />);
    expect(months(container)).toHaveLength(1);
    unmount();
  });

  claim(
    'The mobile version opens a dialog with one month, a toolbar showing the range, and **Cancel**/**OK** buttons.',
    () => {
      // @ts-expect-error `calendars` is not a mobile prop: passed anyway to show it is ignored.
      const { container, unmount } = withAdapter(<MobileDateRangePicker calendars={3} referenceDate={REFERENCE} />);
      fireEvent.click(container.querySelector('input')!);
      const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
      expect(months(dialog)).toHaveLength(1);
      expect(dialog.querySelector('.MuiDateRangePickerToolbar-root')).not.toBeNull();
      expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual(
        expect.arrayContaining(['Cancel', 'OK']),
      );
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      unmount();
    },
  );

  claim('The mobile variant always shows one.', () => {
    // @ts-expect-error `calendars` is not a mobile prop: passed anyway to show it is ignored.
    const { container, unmount } = withAdapter(<MobileDateRangePicker open calendars={2} referenceDate={REFERENCE} />);
    const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
    expect(months(dialog)).toHaveLength(1);
    expect(container).toBeTruthy();
    unmount();
  });

  describe('with a touch screen', () => {
    withPointer(false);

    claim(
      "`DateRangePicker` renders `DesktopDateRangePicker` when `desktopModeMediaQuery` matches (default `'@media (pointer: fine)'`) and `MobileDateRangePicker` otherwise.",
      () => {
        const { container, unmount } = withAdapter(
          <>
            <DateRangePicker />
            <DateRangePicker desktopModeMediaQuery="@media (hover: hover)" />
          </>,
        );
        const inputs = [...container.querySelectorAll('input')];
        expect(inputs.map((input) => input.readOnly)).toEqual([true, true, false, false]);
        unmount();
      },
    );
  });
});

describe('months', () => {
  claim('`calendars` sets how many months are shown side by side: `1`, `2` (desktop default) or `3`.', () => {
    const { container, unmount } = withAdapter(
      <>
        <div id="one">
          <StaticDateRangePicker displayStaticWrapperAs="desktop" calendars={1} referenceDate={REFERENCE} />
        </div>
        <div id="three">
          <StaticDateRangePicker displayStaticWrapperAs="desktop" calendars={3} referenceDate={REFERENCE} />
        </div>
      </>,
    );
    expect(months(container.querySelector('#one')!)).toHaveLength(1);
    expect(months(container.querySelector('#three')!)).toHaveLength(3);
    unmount();
  });

  claim(
    '`currentMonthCalendarPosition` chooses in which of them the month of the reference date appears (the first by default); `2` with two calendars shows the previous month on the left.',
    () => {
      const { container, unmount } = withAdapter(
        <>
          <div id="first">
            <StaticDateRangePicker displayStaticWrapperAs="desktop" referenceDate={REFERENCE} />
          </div>
          <div id="second">
            <StaticDateRangePicker
              displayStaticWrapperAs="desktop"
              currentMonthCalendarPosition={2}
              referenceDate={REFERENCE}
            />
          </div>
        </>,
      );
      expect(monthLabels(container.querySelector('#first')!)).toEqual(['October 2024', 'November 2024']);
      expect(monthLabels(container.querySelector('#second')!)).toEqual(['September 2024', 'October 2024']);
      unmount();
    },
  );

  claim("the calendar jumps to the month of that bound's current date if it is not visible", () => {
    const { container, unmount } = withAdapter(
      <DesktopDateRangePicker calendars={1} defaultValue={[REFERENCE, dayjs('2025-01-10')]} />,
    );
    const [start, end] = take(container.querySelectorAll('input'), 2);
    fireEvent.click(start);
    expect(monthLabels(popper())[0]).toBe('October 2024');
    fireEvent.focus(end);
    fireEvent.click(end);
    expect(monthLabels(popper())[0]).toBe('January 2025');
    unmount();
  });
});

// Settled by rendering (desktop variant) and by reading `DateRangeCalendar/DateRangeCalendar.js`: with
// `disableAutoMonthSwitching`, the effect that moves the visible month returns early when the edited bound's date did
// not change, which is the case when only the edited bound changes.
claim('`disableAutoMonthSwitching` keeps the visible months in place in that case.', () => {
  const { container, unmount } = withAdapter(
    <DesktopDateRangePicker calendars={1} disableAutoMonthSwitching defaultValue={[REFERENCE, dayjs('2025-01-10')]} />,
  );
  const [start, end] = take(container.querySelectorAll('input'), 2);
  fireEvent.click(start);
  expect(monthLabels(popper())[0]).toBe('October 2024');
  fireEvent.focus(end);
  fireEvent.click(end);
  expect(monthLabels(popper())[0]).toBe('October 2024');
  unmount();
});

claim('(`closeOnSelect` is `true` on desktop)', () => {
  const onClose = vi.fn();
  const { container, unmount } = withAdapter(
    <DesktopDateRangePicker calendars={1} referenceDate={REFERENCE} onClose={onClose} />,
  );
  fireEvent.click(container.querySelector('input')!);
  fireEvent.click(day(popper(), 10));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(day(popper(), 14));
  expect(onClose).toHaveBeenCalledTimes(1);
  unmount();
});

// Drag and drop through the HTML5 drag events the day buttons listen to (`DateRangeCalendar/useDragRange.js`), with a
// minimal `dataTransfer`; jsdom has no drag images, so `setDragImage` is a no-op.
describe('dragging a bound', () => {
  const dataTransfer = () => {
    const data = new Map<string, string>();
    return {
      setData: (key: string, value: string) => data.set(key, value),
      getData: (key: string) => data.get(key) ?? '',
      setDragImage: () => {},
      effectAllowed: '',
      dropEffect: '',
    };
  };
  const drag = (calendar: Element, from: number, to: number) => {
    const transfer = dataTransfer();
    fireEvent.dragStart(day(calendar, from), { dataTransfer: transfer });
    fireEvent.dragEnter(day(calendar, to), { dataTransfer: transfer });
    fireEvent.dragOver(day(calendar, to), { dataTransfer: transfer });
    fireEvent.drop(day(calendar, to), { dataTransfer: transfer });
    fireEvent.dragEnd(day(calendar, to), { dataTransfer: transfer });
  };

  claim('Once a range exists, its start or end day can be dragged to another day.', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <StaticDateRangePicker
        displayStaticWrapperAs="desktop"
        calendars={1}
        defaultValue={[REFERENCE, REFERENCE.add(3, 'day')]}
        onChange={onChange}
      />,
    );
    drag(container, 20, 24);
    expect(range(onChange.mock.calls.at(-1)![0])).toEqual(['10-17', '10-24']);
    drag(container, 17, 12);
    expect(range(onChange.mock.calls.at(-1)![0])).toEqual(['10-12', '10-24']);
    unmount();
  });

  claim('Set `disableDragEditing` to turn that off.', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <StaticDateRangePicker
        displayStaticWrapperAs="desktop"
        calendars={1}
        disableDragEditing
        defaultValue={[REFERENCE, REFERENCE.add(3, 'day')]}
        onChange={onChange}
      />,
    );
    expect(day(container, 20).getAttribute('draggable')).not.toBe('true');
    drag(container, 20, 24);
    expect(onChange).not.toHaveBeenCalled();
    unmount();
  });
});

// The two-input half of this sentence; the single-input half is the next claim.
claim('Focusing the start or the end input', () => {
  const onChange = vi.fn();
  const { container, unmount } = withAdapter(
    <DesktopDateRangePicker calendars={1} defaultValue={[REFERENCE, REFERENCE.add(3, 'day')]} onChange={onChange} />,
  );
  const [start, end] = take(container.querySelectorAll('input'), 2);
  fireEvent.focus(end);
  fireEvent.click(end);
  fireEvent.click(day(popper(), 25));
  expect(range(onChange.mock.calls.at(-1)![0])).toEqual(['10-17', '10-25']);
  fireEvent.focus(start);
  fireEvent.click(start);
  fireEvent.click(day(popper(), 12));
  expect(range(onChange.mock.calls.at(-1)![0])).toEqual(['10-12', '10-25']);
  unmount();
});

// Settled by rendering (desktop variant) and by reading `internals/hooks/useEnrichedRangePickerFieldProps.js`: every
// change of the selected section schedules (with `setTimeout`) a check of the active section's index, and an index in
// the second half of the sections makes `'end'` the edited bound. jsdom has no caret positions to click on, so the
// test moves the selected section with the arrow keys, which goes through the same handler, and waits one task.
claim(
  '(or clicking in the matching half of a single-input field) decides which bound the next click sets.',
  async () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <DesktopDateRangePicker
        calendars={1}
        slots={{ field: SingleInputDateRangeField }}
        defaultValue={[REFERENCE, REFERENCE.add(3, 'day')]}
        onChange={onChange}
      />,
    );
    const input = container.querySelector('input')!;
    input.focus();
    fireEvent.click(input);
    const moveAndWait = async (key: string) => {
      for (let step = 0; step < 3; step += 1) fireEvent.keyDown(input, { key });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await moveAndWait('ArrowRight');
    expect(input.selectionStart).toBeGreaterThan(input.value.indexOf('–'));
    fireEvent.click(day(popper(), 25));
    expect(range(onChange.mock.calls.at(-1)![0])).toEqual(['10-17', '10-25']);
    // Picking the end closed the desktop popper: open it again, then move back into the start half.
    fireEvent.click(input);
    await moveAndWait('ArrowLeft');
    expect(input.selectionStart).toBeLessThan(input.value.indexOf('–'));
    fireEvent.click(day(popper(), 12));
    expect(range(onChange.mock.calls.at(-1)![0])).toEqual(['10-12', '10-25']);
    unmount();
  },
);

describe('single input and validation', () => {
  claim('The clear button appears once the field holds a value', () => {
    const { container, unmount } = withAdapter(
      <>
        <DesktopDateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { clearable: true } }}
        />
        <DesktopDateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { clearable: true } }}
          defaultValue={[REFERENCE, REFERENCE]}
        />
        <MobileDateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { clearable: true } }}
          defaultValue={[REFERENCE, REFERENCE]}
        />
      </>,
    );
    const clear = [...container.querySelectorAll('.MuiFormControl-root')].map(
      (field) => field.querySelector('button[title="Clear"]') !== null,
    );
    expect(clear).toEqual([false, true, false]);
    const input = at(container.querySelectorAll('input'), 1);
    expect(input.value.replace(/[\u200e\u2066-\u2069]/g, '')).toBe('10/17/2024 – 10/17/2024');
    unmount();
  });

  claim('There is no `shouldDisableMonth` or `shouldDisableYear` here, since the picker has a day view only.', () => {
    const { container, unmount } = withAdapter(<StaticDateRangePicker referenceDate={REFERENCE} />);
    expect(container.querySelector('.MuiPickersCalendarHeader-switchViewButton')).toBeNull();
    unmount();
  });

  claim('In the demo, the end date cannot fall on a weekend.', () => {
    const { container, unmount } = render(<DateRangePickerValidation />);
    expect(container.textContent).toContain('Errors: start = null, end = null');
    const [start, end] = take(container.querySelectorAll('input'), 2);
    fireEvent.click(start);
    // Saturday 26 October 2024 may start a rental but not end one.
    expect(day(popper(), 26).disabled).toBe(false);
    fireEvent.focus(end);
    fireEvent.click(end);
    expect(day(popper(), 26).disabled).toBe(true);
    expect(day(popper(), 25).disabled).toBe(false);
    unmount();
  });
});

// Settled by rendering (desktop variant) and by reading `validation/validateDateRange.js` of the installed Pro package:
// the two date validations run first and are returned as they are when either is not null; the order of the bounds is
// compared only after that. `onError` fires on a change of the error, not on the first render, hence the rerender.
claim(
  "both bounds report `'invalidRange'` when the end is before the start, but only while neither bound has a date error of its own: a date error replaces it, and the other bound then reports `null`.",
  () => {
    const onError = vi.fn();
    const reversed: [Dayjs, Dayjs] = [REFERENCE.add(3, 'day'), REFERENCE.subtract(3, 'day')];
    const picker = (value: [Dayjs | null, Dayjs | null], minDate?: Dayjs) => (
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DesktopDateRangePicker value={value} minDate={minDate} onError={onError} />
      </LocalizationProvider>
    );
    const { rerender, unmount } = render(picker([null, null]));
    rerender(picker(reversed));
    expect(onError).toHaveBeenLastCalledWith(['invalidRange', 'invalidRange'], reversed);
    rerender(picker(reversed, REFERENCE));
    expect(onError).toHaveBeenLastCalledWith([null, 'minDate'], reversed);
    unmount();
  },
);

describe('the edited bound', () => {
  claim(
    "`rangePosition` (`'start'` or `'end'`) says which bound the next click sets, with `onRangePositionChange` to follow the picker's own moves.",
    () => {
      const { container, unmount } = render(<DateRangePickerPosition />);
      const toggle = (name: string) =>
        [...container.querySelectorAll('button')].find((button) => button.textContent === name)!;
      fireEvent.click(toggle('Editing end'));
      fireEvent.click(day(container, 25));
      expect(container.querySelector('.MuiDateRangePickerToolbar-root')?.textContent).toMatch(/Oct 17.*Oct 25/);
      expect(toggle('Editing start').getAttribute('aria-pressed')).toBe('true');
      unmount();
    },
  );

  claim('`defaultRangePosition` sets only the initial one.', () => {
    const onRangePositionChange = vi.fn();
    const { container, unmount } = withAdapter(
      <StaticDateRangePicker
        defaultRangePosition="end"
        defaultValue={[REFERENCE, REFERENCE.add(3, 'day')]}
        onRangePositionChange={onRangePositionChange}
      />,
    );
    fireEvent.click(day(container, 25));
    expect(onRangePositionChange).toHaveBeenCalledWith('start');
    fireEvent.click(day(container, 12));
    expect(onRangePositionChange).toHaveBeenLastCalledWith('end');
    unmount();
  });
});

claim('The Pro package re-exports the adapters and `LocalizationProvider`', () => {
  expect(ProLocalizationProvider).toBe(LocalizationProvider);
  expect(ProAdapterDayjs).toBe(AdapterDayjs);
});

describe('picking and slots', () => {
  const cells = (root: Element, className: string) =>
    [...root.querySelectorAll(`.MuiDateRangePickerDay-${className}`)].map((cell) => cell.textContent);

  claim(
    'Users type both dates in the field or click the first and last day in a calendar that highlights the range as they go.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <DesktopDateRangePicker calendars={1} referenceDate={REFERENCE} onChange={onChange} />,
      );
      const [start, end] = take(container.querySelectorAll('input'), 2);
      for (const [input, text] of [
        [start, '10/03/2024'],
        [end, '10/05/2024'],
      ] as const) {
        input.focus();
        fireEvent.keyDown(input, { key: 'a', keyCode: 65, ctrlKey: true });
        fireEvent.paste(input, { clipboardData: { getData: () => text } });
      }
      expect(range(onChange.mock.calls.at(-1)?.[0])).toEqual(['10-03', '10-05']);
      fireEvent.click(start);
      fireEvent.click(day(popper(), 10));
      fireEvent.click(start);
      fireEvent.click(day(popper(), 10));
      fireEvent.click(day(popper(), 13));
      expect(range(onChange.mock.calls.at(-1)?.[0])).toEqual(['10-10', '10-13']);
      fireEvent.click(start);
      expect(cells(popper(), 'rangeIntervalDayHighlight')).toEqual(['10', '11', '12', '13']);
      unmount();
    },
  );

  describe('with a precise pointer', () => {
    // The preview only exists where `(pointer: fine)` matches: a touch screen has no hover.
    withPointer(true);
    claim(
      'The first click sets the start, the second one the end, and the range between them is highlighted while the pointer moves.',
      () => {
        const { container, unmount } = withAdapter(
          <StaticDateRangePicker calendars={1} referenceDate={REFERENCE} displayStaticWrapperAs="desktop" />,
        );
        fireEvent.click(day(container, 10));
        fireEvent.mouseEnter(day(container, 14));
        expect(cells(container, 'rangeIntervalDayPreview')).toEqual(['10', '11', '12', '13', '14']);
        fireEvent.mouseEnter(day(container, 12));
        expect(cells(container, 'rangeIntervalDayPreview')).toEqual(['10', '11', '12']);
        fireEvent.click(day(container, 12));
        expect(cells(container, 'rangeIntervalDayHighlight')).toEqual(['10', '11', '12']);
        unmount();
      },
    );
  });

  claim(
    '`slots.day` replaces each day cell; the default is `DateRangePickerDay`, whose classes style the highlighted range and its preview.',
    () => {
      const received: string[] = [];
      const Day = (props: DateRangePickerDayProps<Dayjs>) => {
        received.push(props.day.format('MM-DD'));
        return <DateRangePickerDay {...props} data-custom="day" />;
      };
      const { container, unmount } = withAdapter(
        <>
          <div id="default">
            <StaticDateRangePicker calendars={1} defaultValue={[REFERENCE, REFERENCE.add(2, 'day')]} />
          </div>
          <div id="custom">
            <StaticDateRangePicker calendars={1} referenceDate={REFERENCE} slots={{ day: Day }} />
          </div>
        </>,
      );
      const defaultRoot = container.querySelector('#default')!;
      expect(defaultRoot.querySelectorAll('.MuiDateRangePickerDay-root').length).toBeGreaterThanOrEqual(31);
      expect(cells(defaultRoot, 'rangeIntervalDayHighlight')).toEqual(['17', '18', '19']);
      expect(received).toContain('10-17');
      expect(container.querySelectorAll('#custom [data-custom="day"]').length).toBeGreaterThanOrEqual(31);
      unmount();
    },
  );

  claim('Other slots (toolbar, action bar, layout) work as on every picker', () => {
    const { container, unmount } = withAdapter(
      <StaticDateRangePicker
        calendars={1}
        referenceDate={REFERENCE}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: ['clear'] },
          layout: { sx: { bgcolor: 'rgb(1, 2, 3)' } },
        }}
      />,
    );
    expect(container.querySelector('.MuiPickersLayout-toolbar')).toBeNull();
    expect([...container.querySelectorAll('.MuiPickersLayout-actionBar button')].map((b) => b.textContent)).toEqual([
      'Clear',
    ]);
    expect(getComputedStyle(container.querySelector('.MuiPickersLayout-root')!).backgroundColor).toBe('rgb(1, 2, 3)');
    unmount();
  });
});
