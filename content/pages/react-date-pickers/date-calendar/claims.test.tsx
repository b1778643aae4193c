import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import HighlightedDays from './demos/HighlightedDays';

const renderCalendar = (calendar: React.ReactElement) =>
  render(<LocalizationProvider dateAdapter={AdapterDayjs}>{calendar}</LocalizationProvider>).container;
/** The button of a day, month or year, by its text (faster in jsdom than a role query). */
const button = (calendar: Element, text: string | number) => {
  const found = [...calendar.querySelectorAll('button')].find((element) => element.textContent === String(text));
  if (!found) throw new Error(`no button "${text}" in the calendar`);
  return found;
};
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
const focusedText = () => document.activeElement?.textContent;

describe('onChange', () => {
  const onChange = vi.fn();
  let calendar: Element;
  beforeAll(() => {
    calendar = renderCalendar(
      <DateCalendar
        views={['year', 'month', 'day']}
        openTo="year"
        defaultValue={dayjs('2024-10-17T09:30')}
        onChange={onChange}
      />,
    );
  });

  const yearMonthDayPicks = () => {
    fireEvent.click(button(calendar, 2026));
    fireEvent.click(button(calendar, 'Mar'));
    fireEvent.click(button(calendar, 5));
    const calls = (onChange.mock.calls as [Dayjs, string, string | undefined][]).map(([value, state, view]) => [
      value.format('YYYY-MM-DD HH:mm'),
      state,
      view,
    ]);
    expect(calls).toEqual([
      ['2026-10-17 09:30', 'partial', undefined],
      ['2026-03-17 09:30', 'partial', undefined],
      ['2026-03-05 09:30', 'finish', 'day'],
    ]);
  };
  claim(
    'and, for a day pick only, the view `day` as third argument (`undefined` after a year or month pick)',
    yearMonthDayPicks,
  );
  claim(
    'Picking a month changes only the month of the current value (or of the reference date), and picking a year only its year.',
    () => {
      // The picks above kept the 17th and 09:30 through the year and month picks.
      expect((onChange.mock.calls as [Dayjs][]).slice(0, 2).map(([value]) => value.format('MM-DD HH:mm'))).toEqual([
        '10-17 09:30',
        '03-17 09:30',
      ]);
    },
  );
});

describe('keyboard navigation and disabled days', () => {
  const disabled = new Set(['2024-10-10', '2024-10-13', '2024-10-18', '2024-10-24', '2024-09-17', '2024-11-17']);
  let calendar: Element;
  beforeAll(() => {
    calendar = renderCalendar(
      <DateCalendar
        defaultValue={dayjs('2024-10-17')}
        shouldDisableDate={(date) => disabled.has(date.format('YYYY-MM-DD'))}
      />,
    );
  });

  claim('ArrowLeft and ArrowRight skip disabled days', () => {
    button(calendar, 17).focus();
    press('ArrowRight');
    expect(focusedText()).toBe('19');
    press('ArrowLeft');
    expect(focusedText()).toBe('17');
  });

  claim('ArrowUp, ArrowDown, Home, End, Page Up and Page Down do not move onto a disabled day', () => {
    // From Thursday 17 October 2024: a week up (10), a week down (24), the week's Sunday (13) and the same day a month
    // on or back (Page Up goes to November, Page Down to September) are disabled, so the focus stays.
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'PageUp', 'PageDown']) {
      press(key);
      expect([key, focusedText()]).toEqual([key, '17']);
    }
    press('End');
    expect(focusedText()).toBe('19');
  });
});

describe('validation of months and years', () => {
  let calendar: Element;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-17T09:30'));
    calendar = renderCalendar(<DateCalendar views={['year', 'month', 'day']} openTo="year" disablePast />);
  });
  afterAll(() => vi.useRealTimers());

  claim(
    '`disablePast` and `disableFuture` also disable the months and years that lie entirely in the past or future',
    () => {
      expect(button(calendar, 2023).disabled).toBe(true);
      expect(button(calendar, 2024).disabled).toBe(false);
      fireEvent.click(button(calendar, 2024));
      expect(button(calendar, 'Sep').disabled).toBe(true);
      expect(button(calendar, 'Oct').disabled).toBe(false);
    },
  );
});

describe('read-only', () => {
  const onChange = vi.fn();
  let calendar: Element;
  beforeAll(() => {
    calendar = renderCalendar(
      <DateCalendar readOnly views={['year', 'month', 'day']} defaultValue={dayjs('2024-10-17')} onChange={onChange} />,
    );
  });

  claim('only the month arrows browse: clicks in the year and month grids are ignored', () => {
    fireEvent.click(calendar.querySelector('button[title="Next month"]')!);
    expect(calendar.textContent).toContain('November 2024');
    fireEvent.click(calendar.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    fireEvent.click(button(calendar, 2030));
    expect(calendar.textContent).toContain('November 2024');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('value, reference date and views', () => {
  const onChange = vi.fn();
  const header = (calendar: Element) => calendar.querySelector('.MuiPickersCalendarHeader-label')!.textContent;
  let controlled: Element;
  let reference: Element;
  let today: Element;
  let defaults: Element;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-17T09:30'));
    controlled = renderCalendar(<DateCalendar value={dayjs('2024-10-17')} onChange={onChange} />);
    reference = renderCalendar(<DateCalendar referenceDate={dayjs('2025-04-10T09:00')} onChange={onChange} />);
    today = renderCalendar(<DateCalendar />);
    defaults = renderCalendar(<DateCalendar defaultValue={dayjs('2024-10-17')} />);
  });
  afterAll(() => vi.useRealTimers());

  claim('`defaultValue` or `value` with `onChange`, as for every picker component.', () => {
    fireEvent.click(button(controlled, 20));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Controlled: the value stays until the parent passes a new one.
    expect(controlled.querySelector('.Mui-selected')!.textContent).toBe('17');
    fireEvent.click(button(defaults, 20));
    expect(defaults.querySelector('.Mui-selected')!.textContent).toBe('20');
  });

  claim(
    'Without a value, the calendar opens on the month of `referenceDate` (today by default), and a picked day takes its time of day.',
    () => {
      expect(header(reference)).toBe('April 2025');
      expect(header(today)).toBe('October 2024');
      fireEvent.click(button(reference, 15));
      expect((onChange.mock.lastCall![0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2025-04-15 09:00');
    },
  );

  claim(
    "The default `views` is `['year', 'day']` with `openTo=\"day\"`: clicking the header label toggles to the year grid and back.",
    () => {
      const switchView = today.querySelector('.MuiPickersCalendarHeader-switchViewButton')!;
      expect(today.querySelector('[role="grid"]')).not.toBeNull();
      fireEvent.click(switchView);
      expect(today.querySelector('.MuiYearCalendar-root')).not.toBeNull();
      expect(today.querySelector('.MuiMonthCalendar-root')).toBeNull();
      fireEvent.click(today.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
      expect(today.querySelector('.MuiDayCalendar-root')).not.toBeNull();
    },
  );

  claim('with views that lack `day` it opens on the first one but logs a warning in development', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calendar = renderCalendar(<DateCalendar views={['month', 'year']} />);
    const logged = [...consoleWarn.mock.calls, ...consoleError.mock.calls].map((call) => String(call[0]));
    consoleWarn.mockRestore();
    consoleError.mockRestore();
    expect(calendar.querySelector('.MuiMonthCalendar-root')).not.toBeNull();
    expect(logged.some((message) => message.includes('openTo'))).toBe(true);
  });
});

describe('grids, limits and display', () => {
  let years: Element;
  let descending: Element;
  let february: Element;
  beforeAll(() => {
    years = renderCalendar(<DateCalendar views={['year']} openTo="year" />);
    descending = renderCalendar(<DateCalendar views={['year']} openTo="year" yearsOrder="desc" yearsPerRow={4} />);
    february = renderCalendar(<DateCalendar defaultValue={dayjs('2026-02-10')} fixedWeekNumber={6} />);
  });
  const yearTexts = (calendar: Element) =>
    [...calendar.querySelectorAll('.MuiPickersYear-yearButton')].map((b) => b.textContent);

  claim('`minDate` and `maxDate` (1900-01-01 and 2099-12-31 by default)', () => {
    const texts = yearTexts(years);
    expect([texts[0], texts.at(-1), texts.length]).toEqual(['1900', '2099', 200]);
  });

  claim(
    'The year and month grids take `yearsPerRow` (3 or 4, default 3) and `monthsPerRow` (3 or 4, default 3); `yearsOrder="desc"` shows the newest years first.',
    () => {
      expect(yearTexts(descending)[0]).toBe('2099');
      expect(getComputedStyle(years.querySelector('.MuiPickersYear-root')!).flexBasis).toBe('33.3%');
      expect(getComputedStyle(descending.querySelector('.MuiPickersYear-root')!).flexBasis).toBe('25%');
      const months = renderCalendar(<DateCalendar views={['month']} openTo="month" />);
      expect(getComputedStyle(months.querySelector('.MuiPickersMonth-root')!).flexBasis).toBe('33.3%');
    },
  );

  claim('Because a calendar can only select enabled days, it has no `onError`', () => {
    expect(Object.keys((DateCalendar as unknown as { propTypes: object }).propTypes)).not.toContain('onError');
  });

  claim(
    '`fixedWeekNumber` always renders that many rows (6 covers every month), so the height does not change between months.',
    () => {
      // February 2026 starts on a Sunday and spans exactly four weeks; with fixedWeekNumber={6} it still has six rows.
      expect(february.querySelectorAll('.MuiDayCalendar-weekContainer')).toHaveLength(6);
    },
  );

  claim('The default is the first letter of the short weekday name.', () => {
    const labels = [...february.querySelectorAll('.MuiDayCalendar-weekDayLabel')].map((label) => label.textContent);
    expect(labels).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  });

  claim('The days are replaced by `renderLoading()`, by default "..."', () => {
    const loading = renderCalendar(<DateCalendar loading />);
    expect(loading.querySelector('.MuiDayCalendar-loadingContainer')!.textContent).toBe('...');
    const skeleton = renderCalendar(<DateCalendar loading renderLoading={() => <DayCalendarSkeleton />} />);
    expect(skeleton.querySelectorAll('.MuiDayCalendarSkeleton-week').length).toBeGreaterThan(3);
  });

  claim('Wrap the default `PickersDay` to add badges or colors, and pass your own data through `slotProps.day`', () => {
    const { container } = render(<HighlightedDays />);
    const visibleBadges = container.querySelectorAll('.MuiBadge-badge:not(.MuiBadge-invisible)');
    expect(visibleBadges.length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.MuiPickersDay-root').length).toBeGreaterThan(27);
  });
});

// Settled by rendering and by reading `DateCalendar/DateCalendar.js`: a month picked in the month grid calls
// `onMonthChange`, a year picked in the year grid calls `onYearChange` (not `onMonthChange`), and both go through
// `onChange`; the arrows only move the visible month and call `onMonthChange`, while a keyboard move into another month
// dispatches `changeFocusedDay` without calling it (`useCalendarState.js`).
describe('browsing and its callbacks', () => {
  const onChange = vi.fn();
  const onMonthChange = vi.fn<(month: Dayjs) => void>();
  const onYearChange = vi.fn<(year: Dayjs) => void>();
  const months = () => onMonthChange.mock.calls.map(([month]) => month.format('YYYY-MM'));
  const years = () => onYearChange.mock.calls.map(([year]) => year.format('YYYY-MM'));
  let calendar: Element;
  beforeAll(() => {
    calendar = renderCalendar(
      <DateCalendar
        views={['year', 'month', 'day']}
        defaultValue={dayjs('2024-12-17')}
        onChange={onChange}
        onMonthChange={onMonthChange}
        onYearChange={onYearChange}
      />,
    );
  });

  claim('Browsing with the header arrows or the keyboard does not change the value', () => {
    button(calendar, 17).focus();
    // In 7.21.0 Page Up moves to the next month (`DateCalendar/DayCalendar.js`).
    press('PageUp');
    expect(focusedText()).toBe('17');
    expect(calendar.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('January 2025');
    fireEvent.click(calendar.querySelector('button[title="Next month"]')!);
    expect(calendar.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('February 2025');
    expect(onChange).not.toHaveBeenCalled();
  });

  claim('(not when the keyboard moves the focus into another month, though the calendar then shows that month)', () => {
    // The previous claim moved into January 2025 with Page Up, then into February with the arrow: one call only.
    expect(months()).toEqual(['2025-02']);
  });

  claim(
    '`onYearChange`, called only by a year picked in the year grid (not when the arrows cross into another year)',
    () => {
      // The first claim crossed from December 2024 into 2025 (keyboard) and into February (arrow): no year change.
      expect(months()).toEqual(['2025-02']);
      expect(years()).toEqual([]);
      fireEvent.click(calendar.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
      fireEvent.click(button(calendar, 2027));
      expect(years()).toEqual(['2027-12']);
      expect(months()).toEqual(['2025-02']);
      // The month grid follows the year grid in `views`.
      fireEvent.click(button(calendar, 'Mar'));
      expect(months()).toEqual(['2025-02', '2027-03']);
      expect(years()).toEqual(['2027-12']);
    },
  );

  claim('but picking a year or a month in their grids does (see the second argument of `onChange` below)', () => {
    expect(
      (onChange.mock.calls as [Dayjs, string][]).map(([value, state]) => [value.format('YYYY-MM-DD'), state]),
    ).toEqual([
      ['2027-12-17', 'partial'],
      ['2027-03-17', 'partial'],
    ]);
  });
});

claim('With `disabled` the days and the month arrows are disabled and the view switch button is hidden.', () => {
  const calendar = renderCalendar(<DateCalendar disabled defaultValue={dayjs('2024-10-17')} />);
  expect(calendar.querySelector('.MuiPickersCalendarHeader-switchViewButton')).toBeNull();
  const days = [...calendar.querySelectorAll<HTMLButtonElement>('button[role="gridcell"]')];
  expect(days.length).toBeGreaterThan(27);
  expect(days.every((day) => day.disabled)).toBe(true);
  const next = calendar.querySelector<HTMLButtonElement>('button[title="Next month"]')!;
  expect(next.disabled).toBe(true);
  fireEvent.click(next);
  expect(calendar.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('October 2024');
});

describe('header arrows, focus and display options', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-17T09:30'));
  });
  afterAll(() => vi.useRealTimers());

  claim('The arrows of the header are disabled past `minDate` and `maxDate`.', () => {
    const calendar = renderCalendar(
      <DateCalendar defaultValue={dayjs('2024-10-17')} minDate={dayjs('2024-10-03')} maxDate={dayjs('2024-10-25')} />,
    );
    expect(calendar.querySelector<HTMLButtonElement>('button[title="Previous month"]')!.disabled).toBe(true);
    expect(calendar.querySelector<HTMLButtonElement>('button[title="Next month"]')!.disabled).toBe(true);
  });

  claim('Days form an ARIA grid with a single tab stop.', () => {
    const calendar = renderCalendar(<DateCalendar defaultValue={dayjs('2024-10-17')} />);
    expect(calendar.querySelector('[role="grid"]')).not.toBeNull();
    const stops = [...calendar.querySelectorAll('[role="gridcell"]')].filter(
      (cell) => cell.getAttribute('tabindex') === '0',
    );
    expect(stops.map((cell) => cell.textContent)).toEqual(['17']);
  });

  claim('`autoFocus` focuses the selected day on mount.', () => {
    renderCalendar(<DateCalendar autoFocus defaultValue={dayjs('2024-10-09')} />);
    expect(focusedText()).toBe('9');
    expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
  });

  claim('`displayWeekNumber` adds a column with the week number of each row.', () => {
    const calendar = renderCalendar(<DateCalendar displayWeekNumber defaultValue={dayjs('2024-10-17')} />);
    expect(calendar.querySelectorAll('.MuiDayCalendar-weekNumber')).toHaveLength(5);
    expect(calendar.querySelector('.MuiDayCalendar-weekNumberLabel')?.textContent).toBe('#');
  });

  claim(
    '`showDaysOutsideCurrentMonth` shows the end of the previous month and the start of the next one in the first and last rows.',
    () => {
      const calendar = renderCalendar(<DateCalendar showDaysOutsideCurrentMonth defaultValue={dayjs('2024-10-17')} />);
      const outside = [...calendar.querySelectorAll('.MuiPickersDay-dayOutsideMonth')].map((day) => day.textContent);
      expect(outside).toEqual(['29', '30', '1', '2']);
    },
  );

  claim('`disableHighlightToday` removes the outline around today.', () => {
    const plain = renderCalendar(<DateCalendar />);
    const without = renderCalendar(<DateCalendar disableHighlightToday />);
    expect(plain.querySelectorAll('.MuiPickersDay-today')).toHaveLength(1);
    expect(without.querySelectorAll('.MuiPickersDay-today')).toHaveLength(0);
  });
});

// Settled by rendering: the year grid renders buttons from the year of `minDate` to the year of `maxDate` only, so the
// years outside are absent rather than disabled; months outside stay in the grid, disabled.
describe('limits in the month and year grids', () => {
  claim(
    'The month view disables a month that lies entirely outside `minDate`/`maxDate`, while the year view lists only the years between them; a month or year rejected by `shouldDisableMonth`/`shouldDisableYear` is disabled too',
    () => {
      const months = renderCalendar(
        <DateCalendar
          views={['month']}
          openTo="month"
          defaultValue={dayjs('2024-05-10')}
          minDate={dayjs('2024-03-15')}
          maxDate={dayjs('2024-11-10')}
          shouldDisableMonth={(month) => month.month() === 5}
        />,
      );
      const states = (names: string[]) => names.map((name) => [name, button(months, name).disabled]);
      expect(states(['Feb', 'Mar', 'Jun', 'Nov', 'Dec'])).toEqual([
        ['Feb', true],
        ['Mar', false],
        ['Jun', true],
        ['Nov', false],
        ['Dec', true],
      ]);
      const years = renderCalendar(
        <DateCalendar
          views={['year']}
          openTo="year"
          defaultValue={dayjs('2024-05-10')}
          minDate={dayjs('2020-12-31')}
          maxDate={dayjs('2030-01-01')}
          shouldDisableYear={(year) => year.year() === 2025}
        />,
      );
      expect(button(years, 2020).disabled).toBe(false);
      expect(button(years, 2025).disabled).toBe(true);
      expect(button(years, 2030).disabled).toBe(false);
      const listed = [...years.querySelectorAll('button')].map((year) => year.textContent);
      expect(listed).not.toContain('2019');
      expect(listed).not.toContain('2031');
    },
  );

  claim('`shouldDisableDate` has no effect there.', () => {
    const calendar = renderCalendar(
      <DateCalendar
        views={['year', 'month']}
        openTo="month"
        defaultValue={dayjs('2024-05-10')}
        shouldDisableDate={(date) => date.year() === 2025 || date.month() === 6}
      />,
    );
    expect(button(calendar, 'Jul').disabled).toBe(false);
    fireEvent.click(calendar.querySelector('.MuiPickersCalendarHeader-switchViewButton')!);
    expect(button(calendar, 2025).disabled).toBe(false);
  });
});
