import { fireEvent, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

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

  claim('and, for a day pick only, the view `day` as third argument (`undefined` after a year or month pick)', () => {
    fireEvent.click(button(calendar, 2026));
    fireEvent.click(button(calendar, 'Mar'));
    fireEvent.click(button(calendar, 5));
    const calls = onChange.mock.calls.map(([value, state, view]: [Dayjs, string, string | undefined]) => [
      value.format('YYYY-MM-DD HH:mm'),
      state,
      view,
    ]);
    expect(calls).toEqual([
      ['2026-10-17 09:30', 'partial', undefined],
      ['2026-03-17 09:30', 'partial', undefined],
      ['2026-03-05 09:30', 'finish', 'day'],
    ]);
  });
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
