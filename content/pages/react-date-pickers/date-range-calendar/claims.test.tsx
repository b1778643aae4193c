import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { dateRangePickerDayClasses } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { pointerMatchMedia } from '@/claims/pointerMedia';
import { claim, untestable } from '@/claims/claim';
import DateRangeCalendarDisplay from './demos/DateRangeCalendarDisplay';
import DateRangeCalendarValidation from './demos/DateRangeCalendarValidation';

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
/** The day buttons of the month shown in the calendar at `index` (days outside the month are hidden placeholders). */
const day = (root: Element, text: number, index = 0) =>
  [
    ...at(root.querySelectorAll('.MuiDateRangeCalendar-monthContainer'), index).querySelectorAll(
      'button[role="gridcell"]',
    ),
  ].find((button) => button.textContent === String(text)) as HTMLButtonElement;
const cell = (button: Element) => button.closest(`.${dateRangePickerDayClasses.root}`)!;
const range = (value: [Dayjs | null, Dayjs | null]) => value.map((bound) => bound?.format('MM-DD') ?? null);

describe('selecting a range', () => {
  const onChange = vi.fn();
  let calendar: Element;
  const original = window.matchMedia;
  afterAll(() => {
    window.matchMedia = original;
  });
  beforeAll(() => {
    // The range preview is only drawn on devices with a precise pointer.
    window.matchMedia = pointerMatchMedia(true);
    calendar = withAdapter(<DateRangeCalendar referenceDate={REFERENCE} onChange={onChange} />).container;
  });

  claim('Click a first day to set the start and a second day to set the end', () => {
    fireEvent.click(day(calendar, 10));
    fireEvent.mouseEnter(day(calendar, 14));
    expect(
      cell(day(calendar, 12)).querySelector(`.${dateRangePickerDayClasses.rangeIntervalDayPreview}`),
    ).not.toBeNull();
    expect(cell(day(calendar, 16)).querySelector(`.${dateRangePickerDayClasses.rangeIntervalDayPreview}`)).toBeNull();
    fireEvent.click(day(calendar, 14));
    expect(cell(day(calendar, 12)).classList).toContain(dateRangePickerDayClasses.rangeIntervalDayHighlight);
    expect(onChange.mock.calls.map(([value, state]) => [range(value), state])).toEqual([
      [['10-10', null], 'partial'],
      [['10-10', '10-14'], 'finish'],
    ]);
  });

  claim('clicking a day that would make the range backwards starts a new range from that day instead', () => {
    fireEvent.click(day(calendar, 20));
    onChange.mockClear();
    fireEvent.click(day(calendar, 5));
    expect(range(at(onChange.mock.calls, 0)[0])).toEqual(['10-05', null]);
  });

  claim('`calendars` renders `1`, `2` (the default) or `3` months side by side', () => {
    const months = [...calendar.querySelectorAll('.MuiPickersArrowSwitcher-root, .MuiPickersCalendarHeader-label')];
    expect(calendar.querySelectorAll('.MuiDateRangeCalendar-monthContainer')).toHaveLength(2);
    expect(months.map((month) => month.textContent)).toContain('October 2024');
  });

  claim(
    '`currentMonthCalendarPosition` (`1` by default) tells in which of them the reference month appears; the arrows in the header move all of them together.',
    () => {
      const labels = () =>
        [...calendar.querySelectorAll('.MuiPickersArrowSwitcher-root')].map((header) => header.textContent);
      expect(labels()).toEqual(['October 2024', 'November 2024']);
      fireEvent.click(calendar.querySelector('button[title="Next month"]')!);
      expect(labels()).toEqual(['November 2024', 'December 2024']);
      const { container, unmount } = withAdapter(
        <DateRangeCalendar referenceDate={REFERENCE} calendars={3} currentMonthCalendarPosition={2} />,
      );
      expect(
        [...container.querySelectorAll('.MuiPickersArrowSwitcher-root')].map((header) => header.textContent),
      ).toEqual(['September 2024', 'October 2024', 'November 2024']);
      unmount();
    },
  );
});

describe('the edited bound and validation', () => {
  claim('The calendar tracks which bound the next click sets.', () => {
    const onRangePositionChange = vi.fn();
    const { container, unmount } = withAdapter(
      <DateRangeCalendar
        referenceDate={REFERENCE}
        defaultRangePosition="end"
        onRangePositionChange={onRangePositionChange}
      />,
    );
    const onChange = vi.fn();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(day(container, 8));
    expect(cell(day(container, 8)).querySelector('.Mui-selected')).not.toBeNull();
    expect(onRangePositionChange.mock.calls.map(([position]) => position)).toEqual(['start']);
    unmount();
  });

  claim('`shouldDisableDate` receives the day and the bound being edited', () => {
    const { container, unmount } = render(<DateRangeCalendarValidation />);
    // Saturday 19 October may start a stay; Sunday 20 cannot, but may end one.
    expect(day(container, 20).disabled).toBe(true);
    fireEvent.click(day(container, 19));
    expect(day(container, 20).disabled).toBe(false);
    unmount();
  });

  claim('Disabled days cannot be clicked and the keyboard skips them.', () => {
    const onChange = vi.fn();
    const { container, unmount } = withAdapter(
      <DateRangeCalendar
        calendars={1}
        referenceDate={REFERENCE}
        onChange={onChange}
        shouldDisableDate={(date) => date.date() === 18}
      />,
    );
    fireEvent.click(day(container, 18));
    expect(onChange).not.toHaveBeenCalled();
    day(container, 17).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('19');
    unmount();
  });

  claim(
    'A range may still contain disabled days between its start and its end: the calendar only checks the days that are clicked.',
    () => {
      const onChange = vi.fn();
      const { container, unmount } = withAdapter(
        <DateRangeCalendar
          calendars={1}
          referenceDate={REFERENCE}
          onChange={onChange}
          shouldDisableDate={(date) => date.date() === 18}
        />,
      );
      fireEvent.click(day(container, 16));
      fireEvent.click(day(container, 20));
      expect(range(onChange.mock.calls.at(-1)![0])).toEqual(['10-16', '10-20']);
      unmount();
    },
  );
});

claim('Pickers use this second argument to decide when to close', () => {
  const onClose = vi.fn();
  const { unmount } = withAdapter(
    <DesktopDateRangePicker open referenceDate={REFERENCE} onClose={onClose} calendars={1} />,
  );
  const popover = document.querySelector('.MuiPickersPopper-root')!;
  fireEvent.click(day(popover, 10));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(day(popover, 14));
  expect(onClose).toHaveBeenCalledTimes(1);
  unmount();
});

describe('display', () => {
  claim('with `calendars={1}` only (it is ignored when several months are shown', () => {
    const { container, unmount } = withAdapter(
      <DateRangeCalendar referenceDate={REFERENCE} showDaysOutsideCurrentMonth />,
    );
    const [october] = take(container.querySelectorAll('.MuiDateRangeCalendar-monthContainer'), 1);
    const firstWeek = october.querySelector('[role="rowgroup"] [role="row"]')!;
    // Sunday 29 and Monday 30 September are empty fillers: only October's days are written.
    expect([...firstWeek.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent)).toEqual([
      '',
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    unmount();
    const demo = render(<DateRangeCalendarDisplay />);
    const rows = demo.container.querySelectorAll('[role="rowgroup"] [role="row"]');
    expect(rows).toHaveLength(6);
    expect(at(rows, 0).querySelector('button[role="gridcell"]')?.textContent).toBe('29');
    demo.unmount();
  });

  claim('To change how each day looks, replace the `day` slot; the default is `DateRangePickerDay`.', () => {
    const { container, unmount } = withAdapter(<DateRangeCalendar calendars={1} referenceDate={REFERENCE} />);
    expect(cell(day(container, 1))).toBeTruthy();
    unmount();
  });
});

untestable(
  'Put it on a page where the calendar should always be visible',
  'advice on where to use the component, not behaviour',
);
